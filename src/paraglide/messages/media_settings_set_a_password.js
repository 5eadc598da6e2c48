/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Set_A_PasswordInputs */

const en_media_settings_set_a_password = /** @type {(inputs: Media_Settings_Set_A_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a password`)
};

const es_media_settings_set_a_password = /** @type {(inputs: Media_Settings_Set_A_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una contraseña`)
};

const fr_media_settings_set_a_password = /** @type {(inputs: Media_Settings_Set_A_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir un mot de passe`)
};

/**
* | output |
* | --- |
* | "Set a password" |
*
* @param {Media_Settings_Set_A_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_set_a_password = /** @type {((inputs?: Media_Settings_Set_A_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Set_A_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_set_a_password(inputs)
	if (locale === "fr") return fr_media_settings_set_a_password(inputs)
	return en_media_settings_set_a_password(inputs)
});