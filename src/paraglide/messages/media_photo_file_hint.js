/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_File_HintInputs */

const en_media_photo_file_hint = /** @type {(inputs: Media_Photo_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or GIF, up to 10 MB. Location data is removed.`)
};

const es_media_photo_file_hint = /** @type {(inputs: Media_Photo_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP o GIF, hasta 10 MB. Se eliminan los datos de ubicación.`)
};

const fr_media_photo_file_hint = /** @type {(inputs: Media_Photo_File_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou GIF, jusqu’à 10 Mo. Les données de localisation sont supprimées.`)
};

/**
* | output |
* | --- |
* | "JPEG, PNG, WebP or GIF, up to 10 MB. Location data is removed." |
*
* @param {Media_Photo_File_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_file_hint = /** @type {((inputs?: Media_Photo_File_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_File_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_file_hint(inputs)
	if (locale === "fr") return fr_media_photo_file_hint(inputs)
	return en_media_photo_file_hint(inputs)
});