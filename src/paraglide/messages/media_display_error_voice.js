/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Display_Error_VoiceInputs */

const en_media_display_error_voice = /** @type {(inputs: Media_Display_Error_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a female or male voice.`)
};

const es_media_display_error_voice = /** @type {(inputs: Media_Display_Error_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una voz femenina o masculina.`)
};

const fr_media_display_error_voice = /** @type {(inputs: Media_Display_Error_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une voix féminine ou masculine.`)
};

/**
* | output |
* | --- |
* | "Choose a female or male voice." |
*
* @param {Media_Display_Error_VoiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_display_error_voice = /** @type {((inputs?: Media_Display_Error_VoiceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Display_Error_VoiceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_display_error_voice(inputs)
	if (locale === "fr") return fr_media_display_error_voice(inputs)
	return en_media_display_error_voice(inputs)
});