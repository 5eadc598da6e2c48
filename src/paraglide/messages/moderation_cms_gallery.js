/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_GalleryInputs */

const en_moderation_cms_gallery = /** @type {(inputs: Moderation_Cms_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample Gallery`)
};

const es_moderation_cms_gallery = /** @type {(inputs: Moderation_Cms_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galería de ejemplo`)
};

const fr_moderation_cms_gallery = /** @type {(inputs: Moderation_Cms_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie d’exemple`)
};

/**
* | output |
* | --- |
* | "Sample Gallery" |
*
* @param {Moderation_Cms_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_gallery = /** @type {((inputs?: Moderation_Cms_GalleryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_GalleryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_gallery(inputs)
	if (locale === "fr") return fr_moderation_cms_gallery(inputs)
	return en_moderation_cms_gallery(inputs)
});