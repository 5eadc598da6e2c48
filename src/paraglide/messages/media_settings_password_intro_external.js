/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Password_Intro_ExternalInputs */

const en_media_settings_password_intro_external = /** @type {(inputs: Media_Settings_Password_Intro_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account uses an external sign-in. Add a password to sign in with your email too.`)
};

const es_media_settings_password_intro_external = /** @type {(inputs: Media_Settings_Password_Intro_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta usa un inicio de sesión externo. Agrega una contraseña para iniciar sesión también con tu correo electrónico.`)
};

const fr_media_settings_password_intro_external = /** @type {(inputs: Media_Settings_Password_Intro_ExternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte utilise une connexion externe. Ajoutez un mot de passe pour pouvoir aussi vous connecter avec votre e-mail.`)
};

/**
* | output |
* | --- |
* | "Your account uses an external sign-in. Add a password to sign in with your email too." |
*
* @param {Media_Settings_Password_Intro_ExternalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_password_intro_external = /** @type {((inputs?: Media_Settings_Password_Intro_ExternalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Password_Intro_ExternalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_password_intro_external(inputs)
	if (locale === "fr") return fr_media_settings_password_intro_external(inputs)
	return en_media_settings_password_intro_external(inputs)
});