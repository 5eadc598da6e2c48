/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Reset_IntroInputs */

const en_accounts_reset_intro = /** @type {(inputs: Accounts_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email of your account and we'll send you a link to choose a new password.`)
};

const es_accounts_reset_intro = /** @type {(inputs: Accounts_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.`)
};

const fr_accounts_reset_intro = /** @type {(inputs: Accounts_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.`)
};

/**
* | output |
* | --- |
* | "Enter the email of your account and we'll send you a link to choose a new password." |
*
* @param {Accounts_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_reset_intro = /** @type {((inputs?: Accounts_Reset_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Reset_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_reset_intro(inputs)
	if (locale === "fr") return fr_accounts_reset_intro(inputs)
	return en_accounts_reset_intro(inputs)
});