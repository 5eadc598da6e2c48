/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Upload_Not_FoundInputs */

const en_media_error_upload_not_found = /** @type {(inputs: Media_Error_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload not found`)
};

const es_media_error_upload_not_found = /** @type {(inputs: Media_Error_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el archivo`)
};

const fr_media_error_upload_not_found = /** @type {(inputs: Media_Error_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi introuvable`)
};

/**
* | output |
* | --- |
* | "Upload not found" |
*
* @param {Media_Error_Upload_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_upload_not_found = /** @type {((inputs?: Media_Error_Upload_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Upload_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_upload_not_found(inputs)
	if (locale === "fr") return fr_media_error_upload_not_found(inputs)
	return en_media_error_upload_not_found(inputs)
});