/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_No_FileInputs */

const en_media_photo_no_file = /** @type {(inputs: Media_Photo_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected – Please select a photo to upload`)
};

const es_media_photo_no_file = /** @type {(inputs: Media_Photo_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seleccionaste ningún archivo: elige una foto para subir`)
};

const fr_media_photo_no_file = /** @type {(inputs: Media_Photo_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier sélectionné – Veuillez choisir une photo à ajouter`)
};

/**
* | output |
* | --- |
* | "No file selected – Please select a photo to upload" |
*
* @param {Media_Photo_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_no_file = /** @type {((inputs?: Media_Photo_No_FileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_No_FileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_no_file(inputs)
	if (locale === "fr") return fr_media_photo_no_file(inputs)
	return en_media_photo_no_file(inputs)
});