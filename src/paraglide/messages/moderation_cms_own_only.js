/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Own_OnlyInputs */

const en_moderation_cms_own_only = /** @type {(inputs: Moderation_Cms_Own_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own business only`)
};

const es_moderation_cms_own_only = /** @type {(inputs: Moderation_Cms_Own_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo su propio negocio`)
};

const fr_moderation_cms_own_only = /** @type {(inputs: Moderation_Cms_Own_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son commerce uniquement`)
};

/**
* | output |
* | --- |
* | "Own business only" |
*
* @param {Moderation_Cms_Own_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_own_only = /** @type {((inputs?: Moderation_Cms_Own_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Own_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_own_only(inputs)
	if (locale === "fr") return fr_moderation_cms_own_only(inputs)
	return en_moderation_cms_own_only(inputs)
});