/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Can_Edit_DetailInputs */

const en_moderation_cms_can_edit_detail = /** @type {(inputs: Moderation_Cms_Can_Edit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any business photo`)
};

const es_moderation_cms_can_edit_detail = /** @type {(inputs: Moderation_Cms_Can_Edit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquier foto de un negocio`)
};

const fr_moderation_cms_can_edit_detail = /** @type {(inputs: Moderation_Cms_Can_Edit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’importe quelle photo de commerce`)
};

/**
* | output |
* | --- |
* | "any business photo" |
*
* @param {Moderation_Cms_Can_Edit_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_can_edit_detail = /** @type {((inputs?: Moderation_Cms_Can_Edit_DetailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Can_Edit_DetailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_can_edit_detail(inputs)
	if (locale === "fr") return fr_moderation_cms_can_edit_detail(inputs)
	return en_moderation_cms_can_edit_detail(inputs)
});