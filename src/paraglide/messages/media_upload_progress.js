/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Upload_ProgressInputs */

const en_media_upload_progress = /** @type {(inputs: Media_Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

const es_media_upload_progress = /** @type {(inputs: Media_Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso de la carga`)
};

const fr_media_upload_progress = /** @type {(inputs: Media_Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression de l’envoi`)
};

/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Media_Upload_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_upload_progress = /** @type {((inputs?: Media_Upload_ProgressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Upload_ProgressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_upload_progress(inputs)
	if (locale === "fr") return fr_media_upload_progress(inputs)
	return en_media_upload_progress(inputs)
});