/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_HeadingInputs */

const en_media_settings_heading = /** @type {(inputs: Media_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account settings`)
};

const es_media_settings_heading = /** @type {(inputs: Media_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuración de la cuenta`)
};

const fr_media_settings_heading = /** @type {(inputs: Media_Settings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres du compte`)
};

/**
* | output |
* | --- |
* | "Account settings" |
*
* @param {Media_Settings_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_heading = /** @type {((inputs?: Media_Settings_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_heading(inputs)
	if (locale === "fr") return fr_media_settings_heading(inputs)
	return en_media_settings_heading(inputs)
});