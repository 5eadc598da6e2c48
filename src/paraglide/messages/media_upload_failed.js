/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Upload_FailedInputs */

const en_media_upload_failed = /** @type {(inputs: Media_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed`)
};

const es_media_upload_failed = /** @type {(inputs: Media_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo subir el archivo`)
};

const fr_media_upload_failed = /** @type {(inputs: Media_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’envoi`)
};

/**
* | output |
* | --- |
* | "Upload failed" |
*
* @param {Media_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_upload_failed = /** @type {((inputs?: Media_Upload_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Upload_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_upload_failed(inputs)
	if (locale === "fr") return fr_media_upload_failed(inputs)
	return en_media_upload_failed(inputs)
});