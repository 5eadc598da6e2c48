/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Sign_InInputs */

const en_accounts_sign_in = /** @type {(inputs: Accounts_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const es_accounts_sign_in = /** @type {(inputs: Accounts_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const fr_accounts_sign_in = /** @type {(inputs: Accounts_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Accounts_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_sign_in = /** @type {((inputs?: Accounts_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_sign_in(inputs)
	if (locale === "fr") return fr_accounts_sign_in(inputs)
	return en_accounts_sign_in(inputs)
});