/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_PasswordInputs */

const en_media_settings_flash_password = /** @type {(inputs: Media_Settings_Flash_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed and your other devices were signed out.`)
};

const es_media_settings_flash_password = /** @type {(inputs: Media_Settings_Flash_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña y se cerró la sesión en tus otros dispositivos.`)
};

const fr_media_settings_flash_password = /** @type {(inputs: Media_Settings_Flash_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été modifié et vos autres appareils ont été déconnectés.`)
};

/**
* | output |
* | --- |
* | "Your password was changed and your other devices were signed out." |
*
* @param {Media_Settings_Flash_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_password = /** @type {((inputs?: Media_Settings_Flash_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_password(inputs)
	if (locale === "fr") return fr_media_settings_flash_password(inputs)
	return en_media_settings_flash_password(inputs)
});