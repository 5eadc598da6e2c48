/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Process_Error_TitleInputs */

const en_media_video_process_error_title = /** @type {(inputs: Media_Video_Process_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Error`)
};

const es_media_video_process_error_title = /** @type {(inputs: Media_Video_Process_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al subir`)
};

const fr_media_video_process_error_title = /** @type {(inputs: Media_Video_Process_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur d’envoi`)
};

/**
* | output |
* | --- |
* | "Upload Error" |
*
* @param {Media_Video_Process_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_process_error_title = /** @type {((inputs?: Media_Video_Process_Error_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Process_Error_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_process_error_title(inputs)
	if (locale === "fr") return fr_media_video_process_error_title(inputs)
	return en_media_video_process_error_title(inputs)
});