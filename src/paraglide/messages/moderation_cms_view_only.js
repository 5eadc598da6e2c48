/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_View_OnlyInputs */

const en_moderation_cms_view_only = /** @type {(inputs: Moderation_Cms_View_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View only`)
};

const es_moderation_cms_view_only = /** @type {(inputs: Moderation_Cms_View_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo ver`)
};

const fr_moderation_cms_view_only = /** @type {(inputs: Moderation_Cms_View_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation seule`)
};

/**
* | output |
* | --- |
* | "View only" |
*
* @param {Moderation_Cms_View_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_view_only = /** @type {((inputs?: Moderation_Cms_View_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_View_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_view_only(inputs)
	if (locale === "fr") return fr_moderation_cms_view_only(inputs)
	return en_moderation_cms_view_only(inputs)
});