/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Email_TakenInputs */

const en_media_settings_error_email_taken = /** @type {(inputs: Media_Settings_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email already exists.`)
};

const es_media_settings_error_email_taken = /** @type {(inputs: Media_Settings_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe una cuenta con este correo electrónico.`)
};

const fr_media_settings_error_email_taken = /** @type {(inputs: Media_Settings_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte existe déjà avec cet e-mail.`)
};

/**
* | output |
* | --- |
* | "An account with this email already exists." |
*
* @param {Media_Settings_Error_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_email_taken = /** @type {((inputs?: Media_Settings_Error_Email_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Email_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_email_taken(inputs)
	if (locale === "fr") return fr_media_settings_error_email_taken(inputs)
	return en_media_settings_error_email_taken(inputs)
});