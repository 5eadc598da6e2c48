/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_DifficultyInputs */

const en_moderation_to_f_difficulty = /** @type {(inputs: Moderation_To_F_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty`)
};

const es_moderation_to_f_difficulty = /** @type {(inputs: Moderation_To_F_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dificultad`)
};

const fr_moderation_to_f_difficulty = /** @type {(inputs: Moderation_To_F_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulté`)
};

/**
* | output |
* | --- |
* | "Difficulty" |
*
* @param {Moderation_To_F_DifficultyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_difficulty = /** @type {((inputs?: Moderation_To_F_DifficultyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_DifficultyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_difficulty(inputs)
	if (locale === "fr") return fr_moderation_to_f_difficulty(inputs)
	return en_moderation_to_f_difficulty(inputs)
});