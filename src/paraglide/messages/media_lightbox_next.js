/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Lightbox_NextInputs */

const en_media_lightbox_next = /** @type {(inputs: Media_Lightbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const es_media_lightbox_next = /** @type {(inputs: Media_Lightbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto siguiente`)
};

const fr_media_lightbox_next = /** @type {(inputs: Media_Lightbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo suivante`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Media_Lightbox_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_lightbox_next = /** @type {((inputs?: Media_Lightbox_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Lightbox_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_lightbox_next(inputs)
	if (locale === "fr") return fr_media_lightbox_next(inputs)
	return en_media_lightbox_next(inputs)
});