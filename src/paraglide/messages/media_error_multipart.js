/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_MultipartInputs */

const en_media_error_multipart = /** @type {(inputs: Media_Error_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the file as a form (multipart/form-data).`)
};

const es_media_error_multipart = /** @type {(inputs: Media_Error_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía el archivo como formulario (multipart/form-data).`)
};

const fr_media_error_multipart = /** @type {(inputs: Media_Error_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez le fichier sous forme de formulaire (multipart/form-data).`)
};

/**
* | output |
* | --- |
* | "Send the file as a form (multipart/form-data)." |
*
* @param {Media_Error_MultipartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_multipart = /** @type {((inputs?: Media_Error_MultipartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_MultipartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_multipart(inputs)
	if (locale === "fr") return fr_media_error_multipart(inputs)
	return en_media_error_multipart(inputs)
});