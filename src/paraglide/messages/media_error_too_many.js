/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Too_ManyInputs */

const en_media_error_too_many = /** @type {(inputs: Media_Error_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a few minutes and try again.`)
};

const es_media_error_too_many = /** @type {(inputs: Media_Error_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Espera unos minutos y vuelve a intentarlo.`)
};

const fr_media_error_too_many = /** @type {(inputs: Media_Error_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes and try again." |
*
* @param {Media_Error_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_too_many = /** @type {((inputs?: Media_Error_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_too_many(inputs)
	if (locale === "fr") return fr_media_error_too_many(inputs)
	return en_media_error_too_many(inputs)
});