/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_ReadyInputs */

const en_media_video_ready = /** @type {(inputs: Media_Video_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video file processed and ready to upload.`)
};

const es_media_video_ready = /** @type {(inputs: Media_Video_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo de video se procesó y está listo para subir.`)
};

const fr_media_video_ready = /** @type {(inputs: Media_Video_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier vidéo traité et prêt à être envoyé.`)
};

/**
* | output |
* | --- |
* | "Video file processed and ready to upload." |
*
* @param {Media_Video_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_ready = /** @type {((inputs?: Media_Video_ReadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_ReadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_ready(inputs)
	if (locale === "fr") return fr_media_video_ready(inputs)
	return en_media_video_ready(inputs)
});