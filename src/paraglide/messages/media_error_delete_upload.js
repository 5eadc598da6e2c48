/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Delete_UploadInputs */

const en_media_error_delete_upload = /** @type {(inputs: Media_Error_Delete_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the upload. Please try again.`)
};

const es_media_error_delete_upload = /** @type {(inputs: Media_Error_Delete_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el archivo. Inténtalo de nuevo.`)
};

const fr_media_error_delete_upload = /** @type {(inputs: Media_Error_Delete_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l’envoi. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to delete the upload. Please try again." |
*
* @param {Media_Error_Delete_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_delete_upload = /** @type {((inputs?: Media_Error_Delete_UploadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Delete_UploadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_delete_upload(inputs)
	if (locale === "fr") return fr_media_error_delete_upload(inputs)
	return en_media_error_delete_upload(inputs)
});