/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_EmptyInputs */

const en_media_video_empty = /** @type {(inputs: Media_Video_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video file is empty.`)
};

const es_media_video_empty = /** @type {(inputs: Media_Video_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo de video está vacío.`)
};

const fr_media_video_empty = /** @type {(inputs: Media_Video_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier vidéo est vide.`)
};

/**
* | output |
* | --- |
* | "The video file is empty." |
*
* @param {Media_Video_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_empty = /** @type {((inputs?: Media_Video_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_empty(inputs)
	if (locale === "fr") return fr_media_video_empty(inputs)
	return en_media_video_empty(inputs)
});