/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_First_NameInputs */

const en_media_settings_error_first_name = /** @type {(inputs: Media_Settings_Error_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name is required`)
};

const es_media_settings_error_first_name = /** @type {(inputs: Media_Settings_Error_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio`)
};

const fr_media_settings_error_first_name = /** @type {(inputs: Media_Settings_Error_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prénom est obligatoire`)
};

/**
* | output |
* | --- |
* | "First name is required" |
*
* @param {Media_Settings_Error_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_first_name = /** @type {((inputs?: Media_Settings_Error_First_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_First_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_first_name(inputs)
	if (locale === "fr") return fr_media_settings_error_first_name(inputs)
	return en_media_settings_error_first_name(inputs)
});