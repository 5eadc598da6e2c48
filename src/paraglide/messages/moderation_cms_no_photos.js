/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_No_PhotosInputs */

const en_moderation_cms_no_photos = /** @type {(inputs: Moderation_Cms_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No business photos yet.`)
};

const es_moderation_cms_no_photos = /** @type {(inputs: Moderation_Cms_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay fotos de negocios.`)
};

const fr_moderation_cms_no_photos = /** @type {(inputs: Moderation_Cms_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune photo de commerce pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No business photos yet." |
*
* @param {Moderation_Cms_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_no_photos = /** @type {((inputs?: Moderation_Cms_No_PhotosInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_No_PhotosInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_no_photos(inputs)
	if (locale === "fr") return fr_moderation_cms_no_photos(inputs)
	return en_moderation_cms_no_photos(inputs)
});