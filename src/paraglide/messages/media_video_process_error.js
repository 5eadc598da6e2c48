/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Process_ErrorInputs */

const en_media_video_process_error = /** @type {(inputs: Media_Video_Process_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to process video file.`)
};

const es_media_video_process_error = /** @type {(inputs: Media_Video_Process_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo procesar el archivo de video.`)
};

const fr_media_video_process_error = /** @type {(inputs: Media_Video_Process_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de traiter le fichier vidéo.`)
};

/**
* | output |
* | --- |
* | "Failed to process video file." |
*
* @param {Media_Video_Process_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_process_error = /** @type {((inputs?: Media_Video_Process_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Process_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_process_error(inputs)
	if (locale === "fr") return fr_media_video_process_error(inputs)
	return en_media_video_process_error(inputs)
});