/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_File_HintInputs */

const en_media_video_file_hint = /** @type {(inputs: Media_Video_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4, MOV or AVI, up to 50 MB. Or give a link below instead.`)
};

const es_media_video_file_hint = /** @type {(inputs: Media_Video_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4, MOV o AVI, hasta 50 MB. O, si prefieres, indica un enlace abajo.`)
};

const fr_media_video_file_hint = /** @type {(inputs: Media_Video_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4, MOV ou AVI, jusqu’à 50 Mo. Ou indiquez plutôt un lien ci-dessous.`)
};

/**
* | output |
* | --- |
* | "MP4, MOV or AVI, up to 50 MB. Or give a link below instead." |
*
* @param {Media_Video_File_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_file_hint = /** @type {((inputs?: Media_Video_File_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_File_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_file_hint(inputs)
	if (locale === "fr") return fr_media_video_file_hint(inputs)
	return en_media_video_file_hint(inputs)
});