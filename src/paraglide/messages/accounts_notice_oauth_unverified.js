/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Oauth_UnverifiedInputs */

const en_accounts_notice_oauth_unverified = /** @type {(inputs: Accounts_Notice_Oauth_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your external account has no verified email address, so we cannot link it. Please verify it there, or sign in with your email and password.`)
};

const es_accounts_notice_oauth_unverified = /** @type {(inputs: Accounts_Notice_Oauth_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta externa no tiene un correo electrónico verificado, así que no podemos vincularla. Verifícalo allí o inicia sesión con tu correo electrónico y tu contraseña.`)
};

const fr_accounts_notice_oauth_unverified = /** @type {(inputs: Accounts_Notice_Oauth_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte externe n’a pas d’adresse e-mail vérifiée : nous ne pouvons donc pas l’associer. Vérifiez-la sur ce service, ou connectez-vous avec votre adresse e-mail et votre mot de passe.`)
};

/**
* | output |
* | --- |
* | "Your external account has no verified email address, so we cannot link it. Please verify it there, or sign in with your email and password." |
*
* @param {Accounts_Notice_Oauth_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_oauth_unverified = /** @type {((inputs?: Accounts_Notice_Oauth_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Oauth_UnverifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_oauth_unverified(inputs)
	if (locale === "fr") return fr_accounts_notice_oauth_unverified(inputs)
	return en_accounts_notice_oauth_unverified(inputs)
});