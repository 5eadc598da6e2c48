/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_ViewInputs */

const en_media_video_view = /** @type {(inputs: Media_Video_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const es_media_video_view = /** @type {(inputs: Media_Video_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver`)
};

const fr_media_video_view = /** @type {(inputs: Media_Video_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Media_Video_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_view = /** @type {((inputs?: Media_Video_ViewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_ViewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_view(inputs)
	if (locale === "fr") return fr_media_video_view(inputs)
	return en_media_video_view(inputs)
});