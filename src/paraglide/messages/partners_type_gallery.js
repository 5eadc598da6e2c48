/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_GalleryInputs */

const en_partners_type_gallery = /** @type {(inputs: Partners_Type_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art Gallery/Museum`)
};

const es_partners_type_gallery = /** @type {(inputs: Partners_Type_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galería de arte/museo`)
};

const fr_partners_type_gallery = /** @type {(inputs: Partners_Type_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie d’art/musée`)
};

/**
* | output |
* | --- |
* | "Art Gallery/Museum" |
*
* @param {Partners_Type_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_gallery = /** @type {((inputs?: Partners_Type_GalleryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_GalleryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_gallery(inputs)
	if (locale === "fr") return fr_partners_type_gallery(inputs)
	return en_partners_type_gallery(inputs)
});