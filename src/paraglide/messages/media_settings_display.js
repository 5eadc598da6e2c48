/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_DisplayInputs */

const en_media_settings_display = /** @type {(inputs: Media_Settings_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display and listening`)
};

const es_media_settings_display = /** @type {(inputs: Media_Settings_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla y lectura en voz alta`)
};

const fr_media_settings_display = /** @type {(inputs: Media_Settings_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichage et écoute`)
};

/**
* | output |
* | --- |
* | "Display and listening" |
*
* @param {Media_Settings_DisplayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_display = /** @type {((inputs?: Media_Settings_DisplayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_DisplayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_display(inputs)
	if (locale === "fr") return fr_media_settings_display(inputs)
	return en_media_settings_display(inputs)
});