/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Oauth_UnavailableInputs */

const en_accounts_notice_oauth_unavailable = /** @type {(inputs: Accounts_Notice_Oauth_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in with GitHub or Google is not configured on this site. Please sign in with your email and password.`)
};

const es_accounts_notice_oauth_unavailable = /** @type {(inputs: Accounts_Notice_Oauth_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión con GitHub o Google no está configurado en este sitio. Inicia sesión con tu correo electrónico y tu contraseña.`)
};

const fr_accounts_notice_oauth_unavailable = /** @type {(inputs: Accounts_Notice_Oauth_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion avec GitHub ou Google n’est pas configurée sur ce site. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.`)
};

/**
* | output |
* | --- |
* | "Sign-in with GitHub or Google is not configured on this site. Please sign in with your email and password." |
*
* @param {Accounts_Notice_Oauth_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_oauth_unavailable = /** @type {((inputs?: Accounts_Notice_Oauth_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Oauth_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_oauth_unavailable(inputs)
	if (locale === "fr") return fr_accounts_notice_oauth_unavailable(inputs)
	return en_accounts_notice_oauth_unavailable(inputs)
});