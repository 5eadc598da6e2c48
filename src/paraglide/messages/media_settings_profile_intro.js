/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Profile_IntroInputs */

const en_media_settings_profile_intro = /** @type {(inputs: Media_Settings_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name as it appears on your reviews and registrations.`)
};

const es_media_settings_profile_intro = /** @type {(inputs: Media_Settings_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre tal como aparece en tus reseñas e inscripciones.`)
};

const fr_media_settings_profile_intro = /** @type {(inputs: Media_Settings_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom tel qu’il apparaît sur vos avis et vos inscriptions.`)
};

/**
* | output |
* | --- |
* | "Your name as it appears on your reviews and registrations." |
*
* @param {Media_Settings_Profile_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_profile_intro = /** @type {((inputs?: Media_Settings_Profile_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Profile_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_profile_intro(inputs)
	if (locale === "fr") return fr_media_settings_profile_intro(inputs)
	return en_media_settings_profile_intro(inputs)
});