/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Auth_Failed_TitleInputs */

const en_accounts_notice_auth_failed_title = /** @type {(inputs: Accounts_Notice_Auth_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Failed`)
};

const es_accounts_notice_auth_failed_title = /** @type {(inputs: Accounts_Notice_Auth_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló la autenticación`)
};

const fr_accounts_notice_auth_failed_title = /** @type {(inputs: Accounts_Notice_Auth_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’authentification`)
};

/**
* | output |
* | --- |
* | "Authentication Failed" |
*
* @param {Accounts_Notice_Auth_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_auth_failed_title = /** @type {((inputs?: Accounts_Notice_Auth_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Auth_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_auth_failed_title(inputs)
	if (locale === "fr") return fr_accounts_notice_auth_failed_title(inputs)
	return en_accounts_notice_auth_failed_title(inputs)
});