/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_File_LabelInputs */

const en_media_video_file_label = /** @type {(inputs: Media_Video_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video file`)
};

const es_media_video_file_label = /** @type {(inputs: Media_Video_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de video`)
};

const fr_media_video_file_label = /** @type {(inputs: Media_Video_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier vidéo`)
};

/**
* | output |
* | --- |
* | "Video file" |
*
* @param {Media_Video_File_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_file_label = /** @type {((inputs?: Media_Video_File_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_File_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_file_label(inputs)
	if (locale === "fr") return fr_media_video_file_label(inputs)
	return en_media_video_file_label(inputs)
});