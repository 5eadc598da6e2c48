/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_UnreadableInputs */

const en_media_photo_unreadable = /** @type {(inputs: Media_Photo_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image could not be read. Please upload another file (at most 50 megapixels).`)
};

const es_media_photo_unreadable = /** @type {(inputs: Media_Photo_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer esta imagen. Sube otro archivo (50 megapíxeles como máximo).`)
};

const fr_media_photo_unreadable = /** @type {(inputs: Media_Photo_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image n’a pas pu être lue. Veuillez envoyer un autre fichier (50 mégapixels au maximum).`)
};

/**
* | output |
* | --- |
* | "This image could not be read. Please upload another file (at most 50 megapixels)." |
*
* @param {Media_Photo_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_unreadable = /** @type {((inputs?: Media_Photo_UnreadableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_UnreadableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_unreadable(inputs)
	if (locale === "fr") return fr_media_photo_unreadable(inputs)
	return en_media_photo_unreadable(inputs)
});