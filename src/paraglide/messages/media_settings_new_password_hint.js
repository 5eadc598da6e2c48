/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_New_Password_HintInputs */

const en_media_settings_new_password_hint = /** @type {(inputs: Media_Settings_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 6 characters.`)
};

const es_media_settings_new_password_hint = /** @type {(inputs: Media_Settings_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 6 caracteres.`)
};

const fr_media_settings_new_password_hint = /** @type {(inputs: Media_Settings_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 6 caractères.`)
};

/**
* | output |
* | --- |
* | "At least 6 characters." |
*
* @param {Media_Settings_New_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_new_password_hint = /** @type {((inputs?: Media_Settings_New_Password_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_New_Password_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_new_password_hint(inputs)
	if (locale === "fr") return fr_media_settings_new_password_hint(inputs)
	return en_media_settings_new_password_hint(inputs)
});