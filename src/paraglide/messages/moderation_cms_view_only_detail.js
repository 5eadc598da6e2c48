/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_View_Only_DetailInputs */

const en_moderation_cms_view_only_detail = /** @type {(inputs: Moderation_Cms_View_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`can look, not change`)
};

const es_moderation_cms_view_only_detail = /** @type {(inputs: Moderation_Cms_View_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede mirar, no cambiar`)
};

const fr_moderation_cms_view_only_detail = /** @type {(inputs: Moderation_Cms_View_Only_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peut regarder, pas modifier`)
};

/**
* | output |
* | --- |
* | "can look, not change" |
*
* @param {Moderation_Cms_View_Only_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_view_only_detail = /** @type {((inputs?: Moderation_Cms_View_Only_DetailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_View_Only_DetailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_view_only_detail(inputs)
	if (locale === "fr") return fr_moderation_cms_view_only_detail(inputs)
	return en_moderation_cms_view_only_detail(inputs)
});