/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_ProfileInputs */

const en_media_settings_flash_profile = /** @type {(inputs: Media_Settings_Flash_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name has been saved.`)
};

const es_media_settings_flash_profile = /** @type {(inputs: Media_Settings_Flash_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardó tu nombre.`)
};

const fr_media_settings_flash_profile = /** @type {(inputs: Media_Settings_Flash_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom a été enregistré.`)
};

/**
* | output |
* | --- |
* | "Your name has been saved." |
*
* @param {Media_Settings_Flash_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_profile = /** @type {((inputs?: Media_Settings_Flash_ProfileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_ProfileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_profile(inputs)
	if (locale === "fr") return fr_media_settings_flash_profile(inputs)
	return en_media_settings_flash_profile(inputs)
});