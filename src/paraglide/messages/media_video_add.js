/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_AddInputs */

const en_media_video_add = /** @type {(inputs: Media_Video_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a video`)
};

const es_media_video_add = /** @type {(inputs: Media_Video_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar un video`)
};

const fr_media_video_add = /** @type {(inputs: Media_Video_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une vidéo`)
};

/**
* | output |
* | --- |
* | "Add a video" |
*
* @param {Media_Video_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_add = /** @type {((inputs?: Media_Video_AddInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_AddInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_add(inputs)
	if (locale === "fr") return fr_media_video_add(inputs)
	return en_media_video_add(inputs)
});