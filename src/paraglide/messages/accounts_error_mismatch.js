/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_MismatchInputs */

const en_accounts_error_mismatch = /** @type {(inputs: Accounts_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords don't match`)
};

const es_accounts_error_mismatch = /** @type {(inputs: Accounts_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const fr_accounts_error_mismatch = /** @type {(inputs: Accounts_Error_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

/**
* | output |
* | --- |
* | "Passwords don't match" |
*
* @param {Accounts_Error_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_mismatch = /** @type {((inputs?: Accounts_Error_MismatchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_MismatchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_mismatch(inputs)
	if (locale === "fr") return fr_accounts_error_mismatch(inputs)
	return en_accounts_error_mismatch(inputs)
});