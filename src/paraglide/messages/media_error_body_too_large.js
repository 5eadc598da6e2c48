/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Body_Too_LargeInputs */

const en_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large. Please send at most 1 MB.`)
};

const es_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La solicitud es demasiado grande. Envía como máximo 1 MB.`)
};

const fr_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête est trop volumineuse. Veuillez envoyer 1 Mo au maximum.`)
};

/**
* | output |
* | --- |
* | "The request is too large. Please send at most 1 MB." |
*
* @param {Media_Error_Body_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_body_too_large = /** @type {((inputs?: Media_Error_Body_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Body_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_body_too_large(inputs)
	if (locale === "fr") return fr_media_error_body_too_large(inputs)
	return en_media_error_body_too_large(inputs)
});