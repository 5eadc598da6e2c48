/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Thumbnail_TakenInputs */

const en_media_video_thumbnail_taken = /** @type {(inputs: Media_Video_Thumbnail_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taken from the video`)
};

const es_media_video_thumbnail_taken = /** @type {(inputs: Media_Video_Thumbnail_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tomada del video`)
};

const fr_media_video_thumbnail_taken = /** @type {(inputs: Media_Video_Thumbnail_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extraite de la vidéo`)
};

/**
* | output |
* | --- |
* | "Taken from the video" |
*
* @param {Media_Video_Thumbnail_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_thumbnail_taken = /** @type {((inputs?: Media_Video_Thumbnail_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Thumbnail_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_thumbnail_taken(inputs)
	if (locale === "fr") return fr_media_video_thumbnail_taken(inputs)
	return en_media_video_thumbnail_taken(inputs)
});