/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Media_Error_Body_Too_LargeInputs */

const en_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request is too large. Please send at most ${i?.megabytes} MB.`)
};

const es_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La solicitud es demasiado grande. Envía como máximo ${i?.megabytes} MB.`)
};

const fr_media_error_body_too_large = /** @type {(inputs: Media_Error_Body_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La requête est trop volumineuse. Veuillez envoyer ${i?.megabytes} Mo au maximum.`)
};

/**
* | output |
* | --- |
* | "The request is too large. Please send at most {megabytes} MB." |
*
* @param {Media_Error_Body_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_body_too_large = /** @type {((inputs: Media_Error_Body_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Body_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_body_too_large(inputs)
	if (locale === "fr") return fr_media_error_body_too_large(inputs)
	return en_media_error_body_too_large(inputs)
});