/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_InvalidInputs */

const en_media_video_invalid = /** @type {(inputs: Media_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upload a video file.`)
};

const es_media_video_invalid = /** @type {(inputs: Media_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube un archivo de video.`)
};

const fr_media_video_invalid = /** @type {(inputs: Media_Video_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez envoyer un fichier vidéo.`)
};

/**
* | output |
* | --- |
* | "Please upload a video file." |
*
* @param {Media_Video_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_invalid = /** @type {((inputs?: Media_Video_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_invalid(inputs)
	if (locale === "fr") return fr_media_video_invalid(inputs)
	return en_media_video_invalid(inputs)
});