/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_EmptyInputs */

const en_media_photo_empty = /** @type {(inputs: Media_Photo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo is empty. Please choose another file.`)
};

const es_media_photo_empty = /** @type {(inputs: Media_Photo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La foto está vacía. Elige otro archivo.`)
};

const fr_media_photo_empty = /** @type {(inputs: Media_Photo_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La photo est vide. Veuillez choisir un autre fichier.`)
};

/**
* | output |
* | --- |
* | "The photo is empty. Please choose another file." |
*
* @param {Media_Photo_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_empty = /** @type {((inputs?: Media_Photo_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_empty(inputs)
	if (locale === "fr") return fr_media_photo_empty(inputs)
	return en_media_photo_empty(inputs)
});