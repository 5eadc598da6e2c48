/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_EmailInputs */

const en_accounts_error_email = /** @type {(inputs: Accounts_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const es_accounts_error_email = /** @type {(inputs: Accounts_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un correo electrónico válido`)
};

const fr_accounts_error_email = /** @type {(inputs: Accounts_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Accounts_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_email = /** @type {((inputs?: Accounts_Error_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_email(inputs)
	if (locale === "fr") return fr_accounts_error_email(inputs)
	return en_accounts_error_email(inputs)
});