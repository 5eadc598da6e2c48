/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_FailedInputs */

const en_media_video_failed = /** @type {(inputs: Media_Video_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload video. Please try again.`)
};

const es_media_video_failed = /** @type {(inputs: Media_Video_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo subir el video. Inténtalo de nuevo.`)
};

const fr_media_video_failed = /** @type {(inputs: Media_Video_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’envoyer la vidéo. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to upload video. Please try again." |
*
* @param {Media_Video_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_failed = /** @type {((inputs?: Media_Video_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_failed(inputs)
	if (locale === "fr") return fr_media_video_failed(inputs)
	return en_media_video_failed(inputs)
});