/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Sign_In_LinkInputs */

const en_accounts_sign_in_link = /** @type {(inputs: Accounts_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const es_accounts_sign_in_link = /** @type {(inputs: Accounts_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

const fr_accounts_sign_in_link = /** @type {(inputs: Accounts_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Accounts_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_sign_in_link = /** @type {((inputs?: Accounts_Sign_In_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Sign_In_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_sign_in_link(inputs)
	if (locale === "fr") return fr_accounts_sign_in_link(inputs)
	return en_accounts_sign_in_link(inputs)
});