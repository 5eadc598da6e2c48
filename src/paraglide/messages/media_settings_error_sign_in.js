/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Sign_InInputs */

const en_media_settings_error_sign_in = /** @type {(inputs: Media_Settings_Error_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to change your settings.`)
};

const es_media_settings_error_sign_in = /** @type {(inputs: Media_Settings_Error_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para cambiar tu configuración.`)
};

const fr_media_settings_error_sign_in = /** @type {(inputs: Media_Settings_Error_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour modifier vos paramètres.`)
};

/**
* | output |
* | --- |
* | "Please log in to change your settings." |
*
* @param {Media_Settings_Error_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_sign_in = /** @type {((inputs?: Media_Settings_Error_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_sign_in(inputs)
	if (locale === "fr") return fr_media_settings_error_sign_in(inputs)
	return en_media_settings_error_sign_in(inputs)
});