/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Photo_BusinessInputs */

const en_media_error_photo_business = /** @type {(inputs: Media_Error_Photo_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the business this photo is for.`)
};

const es_media_error_photo_business = /** @type {(inputs: Media_Error_Photo_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige el negocio al que corresponde esta foto.`)
};

const fr_media_error_photo_business = /** @type {(inputs: Media_Error_Photo_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le commerce concerné par cette photo.`)
};

/**
* | output |
* | --- |
* | "Choose the business this photo is for." |
*
* @param {Media_Error_Photo_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_photo_business = /** @type {((inputs?: Media_Error_Photo_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Photo_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_photo_business(inputs)
	if (locale === "fr") return fr_media_error_photo_business(inputs)
	return en_media_error_photo_business(inputs)
});