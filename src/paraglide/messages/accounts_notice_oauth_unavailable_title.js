/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Oauth_Unavailable_TitleInputs */

const en_accounts_notice_oauth_unavailable_title = /** @type {(inputs: Accounts_Notice_Oauth_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`External sign-in unavailable`)
};

const es_accounts_notice_oauth_unavailable_title = /** @type {(inputs: Accounts_Notice_Oauth_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión externo no disponible`)
};

const fr_accounts_notice_oauth_unavailable_title = /** @type {(inputs: Accounts_Notice_Oauth_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion externe indisponible`)
};

/**
* | output |
* | --- |
* | "External sign-in unavailable" |
*
* @param {Accounts_Notice_Oauth_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_oauth_unavailable_title = /** @type {((inputs?: Accounts_Notice_Oauth_Unavailable_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Oauth_Unavailable_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_oauth_unavailable_title(inputs)
	if (locale === "fr") return fr_accounts_notice_oauth_unavailable_title(inputs)
	return en_accounts_notice_oauth_unavailable_title(inputs)
});