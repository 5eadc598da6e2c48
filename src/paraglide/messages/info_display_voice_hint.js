/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_Voice_HintInputs */

const en_info_display_voice_hint = /** @type {(inputs: Info_Display_Voice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uses a voice your device has for the language; if it has only one, that one.`)
};

const es_info_display_voice_hint = /** @type {(inputs: Info_Display_Voice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa una voz que tu dispositivo tenga para el idioma; si solo tiene una, esa.`)
};

const fr_info_display_voice_hint = /** @type {(inputs: Info_Display_Voice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilise une voix de votre appareil pour cette langue ; s’il n’en a qu’une, celle-là.`)
};

/**
* | output |
* | --- |
* | "Uses a voice your device has for the language; if it has only one, that one." |
*
* @param {Info_Display_Voice_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_voice_hint = /** @type {((inputs?: Info_Display_Voice_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_Voice_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_voice_hint(inputs)
	if (locale === "fr") return fr_info_display_voice_hint(inputs)
	return en_info_display_voice_hint(inputs)
});