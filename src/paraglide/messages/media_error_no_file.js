/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_No_FileInputs */

const en_media_error_no_file = /** @type {(inputs: Media_Error_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected – Please select a file to upload`)
};

const es_media_error_no_file = /** @type {(inputs: Media_Error_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seleccionaste ningún archivo: elige uno para subir`)
};

const fr_media_error_no_file = /** @type {(inputs: Media_Error_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier sélectionné – Veuillez choisir un fichier à envoyer`)
};

/**
* | output |
* | --- |
* | "No file selected – Please select a file to upload" |
*
* @param {Media_Error_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_no_file = /** @type {((inputs?: Media_Error_No_FileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_No_FileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_no_file(inputs)
	if (locale === "fr") return fr_media_error_no_file(inputs)
	return en_media_error_no_file(inputs)
});