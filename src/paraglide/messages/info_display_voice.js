/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_VoiceInputs */

const en_info_display_voice = /** @type {(inputs: Info_Display_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voice for Listen`)
};

const es_info_display_voice = /** @type {(inputs: Info_Display_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voz para Escuchar`)
};

const fr_info_display_voice = /** @type {(inputs: Info_Display_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voix pour Écouter`)
};

/**
* | output |
* | --- |
* | "Voice for Listen" |
*
* @param {Info_Display_VoiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_voice = /** @type {((inputs?: Info_Display_VoiceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_VoiceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_voice(inputs)
	if (locale === "fr") return fr_info_display_voice(inputs)
	return en_info_display_voice(inputs)
});