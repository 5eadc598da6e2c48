/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Difficulty_EasyInputs */

const en_tours_difficulty_easy = /** @type {(inputs: Tours_Difficulty_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

const es_tours_difficulty_easy = /** @type {(inputs: Tours_Difficulty_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

const fr_tours_difficulty_easy = /** @type {(inputs: Tours_Difficulty_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facile`)
};

/**
* | output |
* | --- |
* | "Easy" |
*
* @param {Tours_Difficulty_EasyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_difficulty_easy = /** @type {((inputs?: Tours_Difficulty_EasyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Difficulty_EasyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_difficulty_easy(inputs)
	if (locale === "fr") return fr_tours_difficulty_easy(inputs)
	return en_tours_difficulty_easy(inputs)
});