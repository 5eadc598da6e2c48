/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Flash_DeletedInputs */

const en_media_settings_flash_deleted = /** @type {(inputs: Media_Settings_Flash_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its data have been removed. We hope to see you in Harlem again.`)
};

const es_media_settings_flash_deleted = /** @type {(inputs: Media_Settings_Flash_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se eliminaron tu cuenta y sus datos. Esperamos volver a verte en Harlem.`)
};

const fr_media_settings_flash_deleted = /** @type {(inputs: Media_Settings_Flash_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte et ses données ont été supprimés. Nous espérons vous revoir à Harlem.`)
};

/**
* | output |
* | --- |
* | "Your account and its data have been removed. We hope to see you in Harlem again." |
*
* @param {Media_Settings_Flash_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_flash_deleted = /** @type {((inputs?: Media_Settings_Flash_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Flash_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_flash_deleted(inputs)
	if (locale === "fr") return fr_media_settings_flash_deleted(inputs)
	return en_media_settings_flash_deleted(inputs)
});