/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Confirm_DeleteInputs */

const en_media_settings_error_confirm_delete = /** @type {(inputs: Media_Settings_Error_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please type DELETE to confirm.`)
};

const es_media_settings_error_confirm_delete = /** @type {(inputs: Media_Settings_Error_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para confirmar, escribe DELETE.`)
};

const fr_media_settings_error_confirm_delete = /** @type {(inputs: Media_Settings_Error_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir DELETE pour confirmer.`)
};

/**
* | output |
* | --- |
* | "Please type DELETE to confirm." |
*
* @param {Media_Settings_Error_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_confirm_delete = /** @type {((inputs?: Media_Settings_Error_Confirm_DeleteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Confirm_DeleteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_confirm_delete(inputs)
	if (locale === "fr") return fr_media_settings_error_confirm_delete(inputs)
	return en_media_settings_error_confirm_delete(inputs)
});