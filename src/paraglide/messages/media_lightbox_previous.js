/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Lightbox_PreviousInputs */

const en_media_lightbox_previous = /** @type {(inputs: Media_Lightbox_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const es_media_lightbox_previous = /** @type {(inputs: Media_Lightbox_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const fr_media_lightbox_previous = /** @type {(inputs: Media_Lightbox_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo précédente`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Media_Lightbox_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_lightbox_previous = /** @type {((inputs?: Media_Lightbox_PreviousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Lightbox_PreviousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_lightbox_previous(inputs)
	if (locale === "fr") return fr_media_lightbox_previous(inputs)
	return en_media_lightbox_previous(inputs)
});