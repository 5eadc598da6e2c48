/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Delete_FailedInputs */

const en_media_video_delete_failed = /** @type {(inputs: Media_Video_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete video. Please try again.`)
};

const es_media_video_delete_failed = /** @type {(inputs: Media_Video_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el video. Inténtalo de nuevo.`)
};

const fr_media_video_delete_failed = /** @type {(inputs: Media_Video_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer la vidéo. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to delete video. Please try again." |
*
* @param {Media_Video_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_delete_failed = /** @type {((inputs?: Media_Video_Delete_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Delete_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_delete_failed(inputs)
	if (locale === "fr") return fr_media_video_delete_failed(inputs)
	return en_media_video_delete_failed(inputs)
});