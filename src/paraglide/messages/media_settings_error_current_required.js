/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Error_Current_RequiredInputs */

const en_media_settings_error_current_required = /** @type {(inputs: Media_Settings_Error_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your current password.`)
};

const es_media_settings_error_current_required = /** @type {(inputs: Media_Settings_Error_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu contraseña actual.`)
};

const fr_media_settings_error_current_required = /** @type {(inputs: Media_Settings_Error_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe actuel.`)
};

/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Media_Settings_Error_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_error_current_required = /** @type {((inputs?: Media_Settings_Error_Current_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Error_Current_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_error_current_required(inputs)
	if (locale === "fr") return fr_media_settings_error_current_required(inputs)
	return en_media_settings_error_current_required(inputs)
});