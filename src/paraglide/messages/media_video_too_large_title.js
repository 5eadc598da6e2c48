/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Too_Large_TitleInputs */

const en_media_video_too_large_title = /** @type {(inputs: Media_Video_Too_Large_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Too Large`)
};

const es_media_video_too_large_title = /** @type {(inputs: Media_Video_Too_Large_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo demasiado grande`)
};

const fr_media_video_too_large_title = /** @type {(inputs: Media_Video_Too_Large_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier trop volumineux`)
};

/**
* | output |
* | --- |
* | "File Too Large" |
*
* @param {Media_Video_Too_Large_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_too_large_title = /** @type {((inputs?: Media_Video_Too_Large_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Too_Large_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_too_large_title(inputs)
	if (locale === "fr") return fr_media_video_too_large_title(inputs)
	return en_media_video_too_large_title(inputs)
});