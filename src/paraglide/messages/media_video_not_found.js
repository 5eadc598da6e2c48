/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Not_FoundInputs */

const en_media_video_not_found = /** @type {(inputs: Media_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video not found`)
};

const es_media_video_not_found = /** @type {(inputs: Media_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el video`)
};

const fr_media_video_not_found = /** @type {(inputs: Media_Video_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéo introuvable`)
};

/**
* | output |
* | --- |
* | "Video not found" |
*
* @param {Media_Video_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_not_found = /** @type {((inputs?: Media_Video_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_not_found(inputs)
	if (locale === "fr") return fr_media_video_not_found(inputs)
	return en_media_video_not_found(inputs)
});