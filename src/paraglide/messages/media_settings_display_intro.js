/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Display_IntroInputs */

const en_media_settings_display_intro = /** @type {(inputs: Media_Settings_Display_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less motion, larger text, high contrast, and the Listen buttons: kept in your account and applied on every device you sign in on.`)
};

const es_media_settings_display_intro = /** @type {(inputs: Media_Settings_Display_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos movimiento, texto más grande, alto contraste y los botones Escuchar: se guardan en tu cuenta y se aplican en todos los dispositivos en los que inicies sesión.`)
};

const fr_media_settings_display_intro = /** @type {(inputs: Media_Settings_Display_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins d’animations, texte plus grand, contraste élevé et boutons Écouter : enregistrés dans votre compte et appliqués sur tous les appareils où vous vous connectez.`)
};

/**
* | output |
* | --- |
* | "Less motion, larger text, high contrast, and the Listen buttons: kept in your account and applied on every device you sign in on." |
*
* @param {Media_Settings_Display_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_display_intro = /** @type {((inputs?: Media_Settings_Display_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Display_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_display_intro(inputs)
	if (locale === "fr") return fr_media_settings_display_intro(inputs)
	return en_media_settings_display_intro(inputs)
});