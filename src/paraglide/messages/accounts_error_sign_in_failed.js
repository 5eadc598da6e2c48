/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Sign_In_FailedInputs */

const en_accounts_error_sign_in_failed = /** @type {(inputs: Accounts_Error_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your email and password.`)
};

const es_accounts_error_sign_in_failed = /** @type {(inputs: Accounts_Error_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo electrónico y tu contraseña.`)
};

const fr_accounts_error_sign_in_failed = /** @type {(inputs: Accounts_Error_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre adresse e-mail et votre mot de passe.`)
};

/**
* | output |
* | --- |
* | "Please check your email and password." |
*
* @param {Accounts_Error_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_sign_in_failed = /** @type {((inputs?: Accounts_Error_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Sign_In_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_sign_in_failed(inputs)
	if (locale === "fr") return fr_accounts_error_sign_in_failed(inputs)
	return en_accounts_error_sign_in_failed(inputs)
});