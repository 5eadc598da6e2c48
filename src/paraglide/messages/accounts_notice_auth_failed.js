/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Auth_FailedInputs */

const en_accounts_notice_auth_failed = /** @type {(inputs: Accounts_Notice_Auth_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an issue with your login. Please try again.`)
};

const es_accounts_notice_auth_failed = /** @type {(inputs: Accounts_Notice_Auth_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubo un problema al iniciar sesión. Inténtalo de nuevo.`)
};

const fr_accounts_notice_auth_failed = /** @type {(inputs: Accounts_Notice_Auth_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu lors de votre connexion. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "There was an issue with your login. Please try again." |
*
* @param {Accounts_Notice_Auth_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_auth_failed = /** @type {((inputs?: Accounts_Notice_Auth_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Auth_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_auth_failed(inputs)
	if (locale === "fr") return fr_accounts_notice_auth_failed(inputs)
	return en_accounts_notice_auth_failed(inputs)
});