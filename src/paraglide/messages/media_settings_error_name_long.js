/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Name_LongInputs */

const en_media_settings_error_name_long = /** @type {(inputs: Media_Settings_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please use at most 80 characters`)
};

const es_media_settings_error_name_long = /** @type {(inputs: Media_Settings_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa como máximo 80 caracteres`)
};

const fr_media_settings_error_name_long = /** @type {(inputs: Media_Settings_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez utiliser 80 caractères au maximum`)
};

/**
* | output |
* | --- |
* | "Please use at most 80 characters" |
*
* @param {Media_Settings_Error_Name_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_name_long = /** @type {((inputs?: Media_Settings_Error_Name_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Name_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_name_long(inputs)
	if (locale === "fr") return fr_media_settings_error_name_long(inputs)
	return en_media_settings_error_name_long(inputs)
});