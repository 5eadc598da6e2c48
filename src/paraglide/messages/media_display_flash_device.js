/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Display_Flash_DeviceInputs */

const en_media_display_flash_device = /** @type {(inputs: Media_Display_Flash_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices apply to every page, on this device.`)
};

const es_media_display_flash_device = /** @type {(inputs: Media_Display_Flash_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus preferencias se aplican a todas las páginas, en este dispositivo.`)
};

const fr_media_display_flash_device = /** @type {(inputs: Media_Display_Flash_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix s’appliquent à toutes les pages, sur cet appareil.`)
};

/**
* | output |
* | --- |
* | "Your choices apply to every page, on this device." |
*
* @param {Media_Display_Flash_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_display_flash_device = /** @type {((inputs?: Media_Display_Flash_DeviceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Display_Flash_DeviceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_display_flash_device(inputs)
	if (locale === "fr") return fr_media_display_flash_device(inputs)
	return en_media_display_flash_device(inputs)
});