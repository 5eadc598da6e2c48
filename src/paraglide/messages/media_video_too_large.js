/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Too_LargeInputs */

const en_media_video_too_large = /** @type {(inputs: Media_Video_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video files must be under 50MB.`)
};

const es_media_video_too_large = /** @type {(inputs: Media_Video_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los archivos de video deben pesar menos de 50 MB.`)
};

const fr_media_video_too_large = /** @type {(inputs: Media_Video_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fichiers vidéo doivent faire moins de 50 Mo.`)
};

/**
* | output |
* | --- |
* | "Video files must be under 50MB." |
*
* @param {Media_Video_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_too_large = /** @type {((inputs?: Media_Video_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_too_large(inputs)
	if (locale === "fr") return fr_media_video_too_large(inputs)
	return en_media_video_too_large(inputs)
});