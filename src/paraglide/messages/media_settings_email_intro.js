/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Media_Settings_Email_IntroInputs */

const en_media_settings_email_intro = /** @type {(inputs: Media_Settings_Email_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You sign in with ${i?.email}.`)
};

const es_media_settings_email_intro = /** @type {(inputs: Media_Settings_Email_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicias sesión con ${i?.email}.`)
};

const fr_media_settings_email_intro = /** @type {(inputs: Media_Settings_Email_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous vous connectez avec ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "You sign in with {email}." |
*
* @param {Media_Settings_Email_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_email_intro = /** @type {((inputs: Media_Settings_Email_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Email_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_email_intro(inputs)
	if (locale === "fr") return fr_media_settings_email_intro(inputs)
	return en_media_settings_email_intro(inputs)
});