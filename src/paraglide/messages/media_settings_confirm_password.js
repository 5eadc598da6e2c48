/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Confirm_PasswordInputs */

const en_media_settings_confirm_password = /** @type {(inputs: Media_Settings_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

const es_media_settings_confirm_password = /** @type {(inputs: Media_Settings_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma la nueva contraseña`)
};

const fr_media_settings_confirm_password = /** @type {(inputs: Media_Settings_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez le nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Media_Settings_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_confirm_password = /** @type {((inputs?: Media_Settings_Confirm_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Confirm_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_confirm_password(inputs)
	if (locale === "fr") return fr_media_settings_confirm_password(inputs)
	return en_media_settings_confirm_password(inputs)
});