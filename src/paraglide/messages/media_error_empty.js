/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_EmptyInputs */

const en_media_error_empty = /** @type {(inputs: Media_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is empty. Please choose another file.`)
};

const es_media_error_empty = /** @type {(inputs: Media_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo está vacío. Elige otro.`)
};

const fr_media_error_empty = /** @type {(inputs: Media_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier est vide. Veuillez en choisir un autre.`)
};

/**
* | output |
* | --- |
* | "The file is empty. Please choose another file." |
*
* @param {Media_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_empty = /** @type {((inputs?: Media_Error_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_empty(inputs)
	if (locale === "fr") return fr_media_error_empty(inputs)
	return en_media_error_empty(inputs)
});