/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Difficulty_ChallengingInputs */

const en_tours_difficulty_challenging = /** @type {(inputs: Tours_Difficulty_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenging`)
};

const es_tours_difficulty_challenging = /** @type {(inputs: Tours_Difficulty_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigente`)
};

const fr_tours_difficulty_challenging = /** @type {(inputs: Tours_Difficulty_ChallengingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigeante`)
};

/**
* | output |
* | --- |
* | "Challenging" |
*
* @param {Tours_Difficulty_ChallengingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_difficulty_challenging = /** @type {((inputs?: Tours_Difficulty_ChallengingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Difficulty_ChallengingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_difficulty_challenging(inputs)
	if (locale === "fr") return fr_tours_difficulty_challenging(inputs)
	return en_tours_difficulty_challenging(inputs)
});