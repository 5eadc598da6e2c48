/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Not_AllowedInputs */

const en_moderation_cms_not_allowed = /** @type {(inputs: Moderation_Cms_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed`)
};

const es_moderation_cms_not_allowed = /** @type {(inputs: Moderation_Cms_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido`)
};

const fr_moderation_cms_not_allowed = /** @type {(inputs: Moderation_Cms_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non autorisé`)
};

/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Moderation_Cms_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_not_allowed = /** @type {((inputs?: Moderation_Cms_Not_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Not_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_not_allowed(inputs)
	if (locale === "fr") return fr_moderation_cms_not_allowed(inputs)
	return en_moderation_cms_not_allowed(inputs)
});