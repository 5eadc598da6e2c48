/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_SomethingInputs */

const en_media_error_something = /** @type {(inputs: Media_Error_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const es_media_error_something = /** @type {(inputs: Media_Error_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtalo de nuevo.`)
};

const fr_media_error_something = /** @type {(inputs: Media_Error_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Media_Error_SomethingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_something = /** @type {((inputs?: Media_Error_SomethingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_SomethingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_something(inputs)
	if (locale === "fr") return fr_media_error_something(inputs)
	return en_media_error_something(inputs)
});