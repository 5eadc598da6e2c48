/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Wrong_PasswordInputs */

const en_media_settings_error_wrong_password = /** @type {(inputs: Media_Settings_Error_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is incorrect.`)
};

const es_media_settings_error_wrong_password = /** @type {(inputs: Media_Settings_Error_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña actual es incorrecta.`)
};

const fr_media_settings_error_wrong_password = /** @type {(inputs: Media_Settings_Error_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe actuel est incorrect.`)
};

/**
* | output |
* | --- |
* | "Your current password is incorrect." |
*
* @param {Media_Settings_Error_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_wrong_password = /** @type {((inputs?: Media_Settings_Error_Wrong_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Wrong_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_wrong_password(inputs)
	if (locale === "fr") return fr_media_settings_error_wrong_password(inputs)
	return en_media_settings_error_wrong_password(inputs)
});