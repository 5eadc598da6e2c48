/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_New_EmailInputs */

const en_media_settings_new_email = /** @type {(inputs: Media_Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email`)
};

const es_media_settings_new_email = /** @type {(inputs: Media_Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo correo electrónico`)
};

const fr_media_settings_new_email = /** @type {(inputs: Media_Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse e-mail`)
};

/**
* | output |
* | --- |
* | "New email" |
*
* @param {Media_Settings_New_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_new_email = /** @type {((inputs?: Media_Settings_New_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_New_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_new_email(inputs)
	if (locale === "fr") return fr_media_settings_new_email(inputs)
	return en_media_settings_new_email(inputs)
});