/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Go_Premium_PitchInputs */

const en_media_settings_go_premium_pitch = /** @type {(inputs: Media_Settings_Go_Premium_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members-only events, video tours and messages to business owners.`)
};

const es_media_settings_go_premium_pitch = /** @type {(inputs: Media_Settings_Go_Premium_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos exclusivos para miembros, recorridos en video y mensajes a los dueños de negocios.`)
};

const fr_media_settings_go_premium_pitch = /** @type {(inputs: Media_Settings_Go_Premium_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements réservés aux membres, visites en vidéo et messages aux propriétaires de commerces.`)
};

/**
* | output |
* | --- |
* | "Members-only events, video tours and messages to business owners." |
*
* @param {Media_Settings_Go_Premium_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_go_premium_pitch = /** @type {((inputs?: Media_Settings_Go_Premium_PitchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Go_Premium_PitchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_go_premium_pitch(inputs)
	if (locale === "fr") return fr_media_settings_go_premium_pitch(inputs)
	return en_media_settings_go_premium_pitch(inputs)
});