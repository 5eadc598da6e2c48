/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_Deleted_TitleInputs */

const en_media_settings_flash_deleted_title = /** @type {(inputs: Media_Settings_Flash_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const es_media_settings_flash_deleted_title = /** @type {(inputs: Media_Settings_Flash_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const fr_media_settings_flash_deleted_title = /** @type {(inputs: Media_Settings_Flash_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Media_Settings_Flash_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_deleted_title = /** @type {((inputs?: Media_Settings_Flash_Deleted_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_Deleted_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_deleted_title(inputs)
	if (locale === "fr") return fr_media_settings_flash_deleted_title(inputs)
	return en_media_settings_flash_deleted_title(inputs)
});