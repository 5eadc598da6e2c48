/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_NoneInputs */

const en_media_photo_none = /** @type {(inputs: Media_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet.`)
};

const es_media_photo_none = /** @type {(inputs: Media_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay fotos.`)
};

const fr_media_photo_none = /** @type {(inputs: Media_Photo_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune photo pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Media_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_none = /** @type {((inputs?: Media_Photo_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_none(inputs)
	if (locale === "fr") return fr_media_photo_none(inputs)
	return en_media_photo_none(inputs)
});