/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Auth_Heading_SigninInputs */

const en_accounts_auth_heading_signin = /** @type {(inputs: Accounts_Auth_Heading_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back`)
};

const es_accounts_auth_heading_signin = /** @type {(inputs: Accounts_Auth_Heading_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué bueno verte de nuevo`)
};

const fr_accounts_auth_heading_signin = /** @type {(inputs: Accounts_Auth_Heading_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour parmi nous`)
};

/**
* | output |
* | --- |
* | "Welcome back" |
*
* @param {Accounts_Auth_Heading_SigninInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_auth_heading_signin = /** @type {((inputs?: Accounts_Auth_Heading_SigninInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Auth_Heading_SigninInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_auth_heading_signin(inputs)
	if (locale === "fr") return fr_accounts_auth_heading_signin(inputs)
	return en_accounts_auth_heading_signin(inputs)
});