/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_MissingInputs */

const en_media_video_missing = /** @type {(inputs: Media_Video_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide at least a title and video URL.`)
};

const es_media_video_missing = /** @type {(inputs: Media_Video_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica al menos un título y la URL del video.`)
};

const fr_media_video_missing = /** @type {(inputs: Media_Video_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer au moins un titre et l’URL de la vidéo.`)
};

/**
* | output |
* | --- |
* | "Please provide at least a title and video URL." |
*
* @param {Media_Video_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_missing = /** @type {((inputs?: Media_Video_MissingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_MissingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_missing(inputs)
	if (locale === "fr") return fr_media_video_missing(inputs)
	return en_media_video_missing(inputs)
});