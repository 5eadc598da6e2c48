/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_UploadInputs */

const en_media_video_upload = /** @type {(inputs: Media_Video_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload video`)
};

const es_media_video_upload = /** @type {(inputs: Media_Video_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir video`)
};

const fr_media_video_upload = /** @type {(inputs: Media_Video_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la vidéo`)
};

/**
* | output |
* | --- |
* | "Upload video" |
*
* @param {Media_Video_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_upload = /** @type {((inputs?: Media_Video_UploadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_UploadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_upload(inputs)
	if (locale === "fr") return fr_media_video_upload(inputs)
	return en_media_video_upload(inputs)
});