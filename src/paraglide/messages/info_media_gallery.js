/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_GalleryInputs */

const en_info_media_gallery = /** @type {(inputs: Info_Media_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Complete Gallery`)
};

const es_info_media_gallery = /** @type {(inputs: Info_Media_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la galería completa`)
};

const fr_info_media_gallery = /** @type {(inputs: Info_Media_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir toute la galerie`)
};

/**
* | output |
* | --- |
* | "View Complete Gallery" |
*
* @param {Info_Media_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_gallery = /** @type {((inputs?: Info_Media_GalleryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_GalleryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_gallery(inputs)
	if (locale === "fr") return fr_info_media_gallery(inputs)
	return en_info_media_gallery(inputs)
});