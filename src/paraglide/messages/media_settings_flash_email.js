/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Media_Settings_Flash_EmailInputs */

const en_media_settings_flash_email = /** @type {(inputs: Media_Settings_Flash_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You now sign in with ${i?.email}.`)
};

const es_media_settings_flash_email = /** @type {(inputs: Media_Settings_Flash_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahora inicias sesión con ${i?.email}.`)
};

const fr_media_settings_flash_email = /** @type {(inputs: Media_Settings_Flash_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous vous connectez désormais avec ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "You now sign in with {email}." |
*
* @param {Media_Settings_Flash_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_email = /** @type {((inputs: Media_Settings_Flash_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_email(inputs)
	if (locale === "fr") return fr_media_settings_flash_email(inputs)
	return en_media_settings_flash_email(inputs)
});