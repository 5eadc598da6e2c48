/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Wrong_TypeInputs */

const en_media_error_wrong_type = /** @type {(inputs: Media_Error_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upload an image, a video (MP4, MOV, AVI), a PDF or a Word document (DOC, DOCX).`)
};

const es_media_error_wrong_type = /** @type {(inputs: Media_Error_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube una imagen, un video (MP4, MOV, AVI), un PDF o un documento de Word (DOC, DOCX).`)
};

const fr_media_error_wrong_type = /** @type {(inputs: Media_Error_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez envoyer une image, une vidéo (MP4, MOV, AVI), un PDF ou un document Word (DOC, DOCX).`)
};

/**
* | output |
* | --- |
* | "Please upload an image, a video (MP4, MOV, AVI), a PDF or a Word document (DOC, DOCX)." |
*
* @param {Media_Error_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_wrong_type = /** @type {((inputs?: Media_Error_Wrong_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Wrong_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_wrong_type(inputs)
	if (locale === "fr") return fr_media_error_wrong_type(inputs)
	return en_media_error_wrong_type(inputs)
});