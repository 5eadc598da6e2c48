/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Difficulty_ModerateInputs */

const en_tours_difficulty_moderate = /** @type {(inputs: Tours_Difficulty_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderate`)
};

const es_tours_difficulty_moderate = /** @type {(inputs: Tours_Difficulty_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderada`)
};

const fr_tours_difficulty_moderate = /** @type {(inputs: Tours_Difficulty_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modérée`)
};

/**
* | output |
* | --- |
* | "Moderate" |
*
* @param {Tours_Difficulty_ModerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_difficulty_moderate = /** @type {((inputs?: Tours_Difficulty_ModerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Difficulty_ModerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_difficulty_moderate(inputs)
	if (locale === "fr") return fr_tours_difficulty_moderate(inputs)
	return en_tours_difficulty_moderate(inputs)
});