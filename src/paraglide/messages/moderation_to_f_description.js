/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_DescriptionInputs */

const en_moderation_to_f_description = /** @type {(inputs: Moderation_To_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_moderation_to_f_description = /** @type {(inputs: Moderation_To_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const fr_moderation_to_f_description = /** @type {(inputs: Moderation_To_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présentation`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Moderation_To_F_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_description = /** @type {((inputs?: Moderation_To_F_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_description(inputs)
	if (locale === "fr") return fr_moderation_to_f_description(inputs)
	return en_moderation_to_f_description(inputs)
});