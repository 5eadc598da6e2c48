/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Failed_TitleInputs */

const en_media_video_failed_title = /** @type {(inputs: Media_Video_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Failed`)
};

const es_media_video_failed_title = /** @type {(inputs: Media_Video_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo subir`)
};

const fr_media_video_failed_title = /** @type {(inputs: Media_Video_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’envoi de la vidéo`)
};

/**
* | output |
* | --- |
* | "Upload Failed" |
*
* @param {Media_Video_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_failed_title = /** @type {((inputs?: Media_Video_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_failed_title(inputs)
	if (locale === "fr") return fr_media_video_failed_title(inputs)
	return en_media_video_failed_title(inputs)
});