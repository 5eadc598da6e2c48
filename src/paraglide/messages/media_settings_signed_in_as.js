/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Media_Settings_Signed_In_AsInputs */

const en_media_settings_signed_in_as = /** @type {(inputs: Media_Settings_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.email}.`)
};

const es_media_settings_signed_in_as = /** @type {(inputs: Media_Settings_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como ${i?.email}.`)
};

const fr_media_settings_signed_in_as = /** @type {(inputs: Media_Settings_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecté avec ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Signed in as {email}." |
*
* @param {Media_Settings_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_signed_in_as = /** @type {((inputs: Media_Settings_Signed_In_AsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Signed_In_AsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_signed_in_as(inputs)
	if (locale === "fr") return fr_media_settings_signed_in_as(inputs)
	return en_media_settings_signed_in_as(inputs)
});