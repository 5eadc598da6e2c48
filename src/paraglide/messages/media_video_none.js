/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_NoneInputs */

const en_media_video_none = /** @type {(inputs: Media_Video_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No videos uploaded yet`)
};

const es_media_video_none = /** @type {(inputs: Media_Video_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se subieron videos`)
};

const fr_media_video_none = /** @type {(inputs: Media_Video_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune vidéo pour l’instant`)
};

/**
* | output |
* | --- |
* | "No videos uploaded yet" |
*
* @param {Media_Video_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_none = /** @type {((inputs?: Media_Video_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_none(inputs)
	if (locale === "fr") return fr_media_video_none(inputs)
	return en_media_video_none(inputs)
});