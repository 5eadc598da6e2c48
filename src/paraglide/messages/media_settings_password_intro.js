/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Password_IntroInputs */

const en_media_settings_password_intro = /** @type {(inputs: Media_Settings_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing your password signs out every other device.`)
};

const es_media_settings_password_intro = /** @type {(inputs: Media_Settings_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al cambiar tu contraseña, se cierra la sesión en todos tus demás dispositivos.`)
};

const fr_media_settings_password_intro = /** @type {(inputs: Media_Settings_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer votre mot de passe vous déconnecte de tous vos autres appareils.`)
};

/**
* | output |
* | --- |
* | "Changing your password signs out every other device." |
*
* @param {Media_Settings_Password_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_password_intro = /** @type {((inputs?: Media_Settings_Password_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Password_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_password_intro(inputs)
	if (locale === "fr") return fr_media_settings_password_intro(inputs)
	return en_media_settings_password_intro(inputs)
});