/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_Email_TitleInputs */

const en_media_settings_flash_email_title = /** @type {(inputs: Media_Settings_Flash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email updated`)
};

const es_media_settings_flash_email_title = /** @type {(inputs: Media_Settings_Flash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico actualizado`)
};

const fr_media_settings_flash_email_title = /** @type {(inputs: Media_Settings_Flash_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail mis à jour`)
};

/**
* | output |
* | --- |
* | "Email updated" |
*
* @param {Media_Settings_Flash_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_email_title = /** @type {((inputs?: Media_Settings_Flash_Email_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_Email_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_email_title(inputs)
	if (locale === "fr") return fr_media_settings_flash_email_title(inputs)
	return en_media_settings_flash_email_title(inputs)
});