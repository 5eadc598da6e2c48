/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_MismatchInputs */

const en_media_settings_error_mismatch = /** @type {(inputs: Media_Settings_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords don't match`)
};

const es_media_settings_error_mismatch = /** @type {(inputs: Media_Settings_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const fr_media_settings_error_mismatch = /** @type {(inputs: Media_Settings_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

/**
* | output |
* | --- |
* | "Passwords don't match" |
*
* @param {Media_Settings_Error_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_mismatch = /** @type {((inputs?: Media_Settings_Error_MismatchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_MismatchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_mismatch(inputs)
	if (locale === "fr") return fr_media_settings_error_mismatch(inputs)
	return en_media_settings_error_mismatch(inputs)
});