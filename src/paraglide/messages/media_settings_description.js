/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_DescriptionInputs */

const en_media_settings_description = /** @type {(inputs: Media_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Harlem Guide account: name, email, password.`)
};

const es_media_settings_description = /** @type {(inputs: Media_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta de Harlem Guide: nombre, correo electrónico y contraseña.`)
};

const fr_media_settings_description = /** @type {(inputs: Media_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte Harlem Guide : nom, e-mail, mot de passe.`)
};

/**
* | output |
* | --- |
* | "Your Harlem Guide account: name, email, password." |
*
* @param {Media_Settings_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_description = /** @type {((inputs?: Media_Settings_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_description(inputs)
	if (locale === "fr") return fr_media_settings_description(inputs)
	return en_media_settings_description(inputs)
});