/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Display_Flash_TitleInputs */

const en_media_display_flash_title = /** @type {(inputs: Media_Display_Flash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display settings saved`)
};

const es_media_display_flash_title = /** @type {(inputs: Media_Display_Flash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferencias de pantalla guardadas`)
};

const fr_media_display_flash_title = /** @type {(inputs: Media_Display_Flash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préférences d’affichage enregistrées`)
};

/**
* | output |
* | --- |
* | "Display settings saved" |
*
* @param {Media_Display_Flash_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_display_flash_title = /** @type {((inputs?: Media_Display_Flash_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Display_Flash_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_display_flash_title(inputs)
	if (locale === "fr") return fr_media_display_flash_title(inputs)
	return en_media_display_flash_title(inputs)
});