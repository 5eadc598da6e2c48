/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Display_Flash_AccountInputs */

const en_media_display_flash_account = /** @type {(inputs: Media_Display_Flash_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices apply to every page, on this device and in your account.`)
};

const es_media_display_flash_account = /** @type {(inputs: Media_Display_Flash_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus preferencias se aplican a todas las páginas, en este dispositivo y en tu cuenta.`)
};

const fr_media_display_flash_account = /** @type {(inputs: Media_Display_Flash_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix s’appliquent à toutes les pages, sur cet appareil et dans votre compte.`)
};

/**
* | output |
* | --- |
* | "Your choices apply to every page, on this device and in your account." |
*
* @param {Media_Display_Flash_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_display_flash_account = /** @type {((inputs?: Media_Display_Flash_AccountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Display_Flash_AccountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_display_flash_account(inputs)
	if (locale === "fr") return fr_media_display_flash_account(inputs)
	return en_media_display_flash_account(inputs)
});