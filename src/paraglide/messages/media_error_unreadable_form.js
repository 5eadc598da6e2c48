/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Unreadable_FormInputs */

const en_media_error_unreadable_form = /** @type {(inputs: Media_Error_Unreadable_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read. Please try again.`)
};

const es_media_error_unreadable_form = /** @type {(inputs: Media_Error_Unreadable_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el formulario. Inténtalo de nuevo.`)
};

const fr_media_error_unreadable_form = /** @type {(inputs: Media_Error_Unreadable_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire n’a pas pu être lu. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The form could not be read. Please try again." |
*
* @param {Media_Error_Unreadable_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_unreadable_form = /** @type {((inputs?: Media_Error_Unreadable_FormInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Unreadable_FormInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_unreadable_form(inputs)
	if (locale === "fr") return fr_media_error_unreadable_form(inputs)
	return en_media_error_unreadable_form(inputs)
});