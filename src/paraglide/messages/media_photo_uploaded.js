/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_UploadedInputs */

const en_media_photo_uploaded = /** @type {(inputs: Media_Photo_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo uploaded successfully`)
};

const es_media_photo_uploaded = /** @type {(inputs: Media_Photo_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto subida correctamente`)
};

const fr_media_photo_uploaded = /** @type {(inputs: Media_Photo_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo ajoutée avec succès`)
};

/**
* | output |
* | --- |
* | "Photo uploaded successfully" |
*
* @param {Media_Photo_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_uploaded = /** @type {((inputs?: Media_Photo_UploadedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_UploadedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_uploaded(inputs)
	if (locale === "fr") return fr_media_photo_uploaded(inputs)
	return en_media_photo_uploaded(inputs)
});