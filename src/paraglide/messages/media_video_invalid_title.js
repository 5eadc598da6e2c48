/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Invalid_TitleInputs */

const en_media_video_invalid_title = /** @type {(inputs: Media_Video_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid File`)
};

const es_media_video_invalid_title = /** @type {(inputs: Media_Video_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo no válido`)
};

const fr_media_video_invalid_title = /** @type {(inputs: Media_Video_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier non valide`)
};

/**
* | output |
* | --- |
* | "Invalid File" |
*
* @param {Media_Video_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_invalid_title = /** @type {((inputs?: Media_Video_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_invalid_title(inputs)
	if (locale === "fr") return fr_media_video_invalid_title(inputs)
	return en_media_video_invalid_title(inputs)
});