/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_DifficultyInputs */

const en_moderation_msg_tour_difficulty = /** @type {(inputs: Moderation_Msg_Tour_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose easy, moderate or challenging`)
};

const es_moderation_msg_tour_difficulty = /** @type {(inputs: Moderation_Msg_Tour_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige fácil, moderado o exigente`)
};

const fr_moderation_msg_tour_difficulty = /** @type {(inputs: Moderation_Msg_Tour_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez facile, moyenne ou difficile`)
};

/**
* | output |
* | --- |
* | "Choose easy, moderate or challenging" |
*
* @param {Moderation_Msg_Tour_DifficultyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_difficulty = /** @type {((inputs?: Moderation_Msg_Tour_DifficultyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_DifficultyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_difficulty(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_difficulty(inputs)
	return en_moderation_msg_tour_difficulty(inputs)
});