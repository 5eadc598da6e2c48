/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_ReadingInputs */

const en_media_video_reading = /** @type {(inputs: Media_Video_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the video…`)
};

const es_media_video_reading = /** @type {(inputs: Media_Video_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el video…`)
};

const fr_media_video_reading = /** @type {(inputs: Media_Video_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture de la vidéo…`)
};

/**
* | output |
* | --- |
* | "Reading the video…" |
*
* @param {Media_Video_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_reading = /** @type {((inputs?: Media_Video_ReadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_ReadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_reading(inputs)
	if (locale === "fr") return fr_media_video_reading(inputs)
	return en_media_video_reading(inputs)
});