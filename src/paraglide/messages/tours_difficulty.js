/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_DifficultyInputs */

const en_tours_difficulty = /** @type {(inputs: Tours_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty`)
};

const es_tours_difficulty = /** @type {(inputs: Tours_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dificultad`)
};

const fr_tours_difficulty = /** @type {(inputs: Tours_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulté`)
};

/**
* | output |
* | --- |
* | "Difficulty" |
*
* @param {Tours_DifficultyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_difficulty = /** @type {((inputs?: Tours_DifficultyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_DifficultyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_difficulty(inputs)
	if (locale === "fr") return fr_tours_difficulty(inputs)
	return en_tours_difficulty(inputs)
});