/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_NarrationInputs */

const en_moderation_to_f_narration = /** @type {(inputs: Moderation_To_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narration text`)
};

const es_moderation_to_f_narration = /** @type {(inputs: Moderation_To_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto de la narración`)
};

const fr_moderation_to_f_narration = /** @type {(inputs: Moderation_To_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte de la narration`)
};

/**
* | output |
* | --- |
* | "Narration text" |
*
* @param {Moderation_To_F_NarrationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_narration = /** @type {((inputs?: Moderation_To_F_NarrationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_NarrationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_narration(inputs)
	if (locale === "fr") return fr_moderation_to_f_narration(inputs)
	return en_moderation_to_f_narration(inputs)
});