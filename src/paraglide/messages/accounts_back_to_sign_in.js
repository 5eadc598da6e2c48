/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Back_To_Sign_InInputs */

const en_accounts_back_to_sign_in = /** @type {(inputs: Accounts_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

const es_accounts_back_to_sign_in = /** @type {(inputs: Accounts_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const fr_accounts_back_to_sign_in = /** @type {(inputs: Accounts_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Accounts_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_back_to_sign_in = /** @type {((inputs?: Accounts_Back_To_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Back_To_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_back_to_sign_in(inputs)
	if (locale === "fr") return fr_accounts_back_to_sign_in(inputs)
	return en_accounts_back_to_sign_in(inputs)
});