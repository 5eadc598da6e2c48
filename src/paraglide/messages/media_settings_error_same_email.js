/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Same_EmailInputs */

const en_media_settings_error_same_email = /** @type {(inputs: Media_Settings_Error_Same_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your email address.`)
};

const es_media_settings_error_same_email = /** @type {(inputs: Media_Settings_Error_Same_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este ya es tu correo electrónico.`)
};

const fr_media_settings_error_same_email = /** @type {(inputs: Media_Settings_Error_Same_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est déjà votre adresse e-mail.`)
};

/**
* | output |
* | --- |
* | "This is already your email address." |
*
* @param {Media_Settings_Error_Same_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_same_email = /** @type {((inputs?: Media_Settings_Error_Same_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Same_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_same_email(inputs)
	if (locale === "fr") return fr_media_settings_error_same_email(inputs)
	return en_media_settings_error_same_email(inputs)
});