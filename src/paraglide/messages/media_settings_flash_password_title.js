/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_Password_TitleInputs */

const en_media_settings_flash_password_title = /** @type {(inputs: Media_Settings_Flash_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const es_media_settings_flash_password_title = /** @type {(inputs: Media_Settings_Flash_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

const fr_media_settings_flash_password_title = /** @type {(inputs: Media_Settings_Flash_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Media_Settings_Flash_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_password_title = /** @type {((inputs?: Media_Settings_Flash_Password_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_Password_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_password_title(inputs)
	if (locale === "fr") return fr_media_settings_flash_password_title(inputs)
	return en_media_settings_flash_password_title(inputs)
});