/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_Category_HintInputs */

const en_moderation_to_f_category_hint = /** @type {(inputs: Moderation_To_F_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History, Music, Architecture…`)
};

const es_moderation_to_f_category_hint = /** @type {(inputs: Moderation_To_F_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia, música, arquitectura…`)
};

const fr_moderation_to_f_category_hint = /** @type {(inputs: Moderation_To_F_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire, musique, architecture…`)
};

/**
* | output |
* | --- |
* | "History, Music, Architecture…" |
*
* @param {Moderation_To_F_Category_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_category_hint = /** @type {((inputs?: Moderation_To_F_Category_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_Category_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_category_hint(inputs)
	if (locale === "fr") return fr_moderation_to_f_category_hint(inputs)
	return en_moderation_to_f_category_hint(inputs)
});