/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Upload_DeletedInputs */

const en_media_upload_deleted = /** @type {(inputs: Media_Upload_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload deleted`)
};

const es_media_upload_deleted = /** @type {(inputs: Media_Upload_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo eliminado`)
};

const fr_media_upload_deleted = /** @type {(inputs: Media_Upload_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi supprimé`)
};

/**
* | output |
* | --- |
* | "Upload deleted" |
*
* @param {Media_Upload_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_upload_deleted = /** @type {((inputs?: Media_Upload_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Upload_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_upload_deleted(inputs)
	if (locale === "fr") return fr_media_upload_deleted(inputs)
	return en_media_upload_deleted(inputs)
});