/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_File_HintInputs */

const en_media_uploads_file_hint = /** @type {(inputs: Media_Uploads_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images, videos (MP4, MOV, AVI), PDF, DOC or DOCX, up to 50 MB.`)
};

const es_media_uploads_file_hint = /** @type {(inputs: Media_Uploads_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imágenes, videos (MP4, MOV, AVI), PDF, DOC o DOCX, hasta 50 MB.`)
};

const fr_media_uploads_file_hint = /** @type {(inputs: Media_Uploads_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images, vidéos (MP4, MOV, AVI), PDF, DOC ou DOCX, jusqu’à 50 Mo.`)
};

/**
* | output |
* | --- |
* | "Images, videos (MP4, MOV, AVI), PDF, DOC or DOCX, up to 50 MB." |
*
* @param {Media_Uploads_File_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_file_hint = /** @type {((inputs?: Media_Uploads_File_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_File_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_file_hint(inputs)
	if (locale === "fr") return fr_media_uploads_file_hint(inputs)
	return en_media_uploads_file_hint(inputs)
});