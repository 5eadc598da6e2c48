/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Url_LabelInputs */

const en_media_video_url_label = /** @type {(inputs: Media_Video_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video URL`)
};

const es_media_video_url_label = /** @type {(inputs: Media_Video_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL del video`)
};

const fr_media_video_url_label = /** @type {(inputs: Media_Video_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de la vidéo`)
};

/**
* | output |
* | --- |
* | "Video URL" |
*
* @param {Media_Video_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_url_label = /** @type {((inputs?: Media_Video_Url_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Url_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_url_label(inputs)
	if (locale === "fr") return fr_media_video_url_label(inputs)
	return en_media_video_url_label(inputs)
});