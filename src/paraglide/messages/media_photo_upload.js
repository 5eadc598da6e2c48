/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_UploadInputs */

const en_media_photo_upload = /** @type {(inputs: Media_Photo_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload photo`)
};

const es_media_photo_upload = /** @type {(inputs: Media_Photo_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir foto`)
};

const fr_media_photo_upload = /** @type {(inputs: Media_Photo_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la photo`)
};

/**
* | output |
* | --- |
* | "Upload photo" |
*
* @param {Media_Photo_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_upload = /** @type {((inputs?: Media_Photo_UploadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_UploadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_upload(inputs)
	if (locale === "fr") return fr_media_photo_upload(inputs)
	return en_media_photo_upload(inputs)
});