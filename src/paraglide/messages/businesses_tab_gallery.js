/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tab_GalleryInputs */

const en_businesses_tab_gallery = /** @type {(inputs: Businesses_Tab_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const es_businesses_tab_gallery = /** @type {(inputs: Businesses_Tab_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galería`)
};

const fr_businesses_tab_gallery = /** @type {(inputs: Businesses_Tab_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Businesses_Tab_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tab_gallery = /** @type {((inputs?: Businesses_Tab_GalleryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tab_GalleryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tab_gallery(inputs)
	if (locale === "fr") return fr_businesses_tab_gallery(inputs)
	return en_businesses_tab_gallery(inputs)
});