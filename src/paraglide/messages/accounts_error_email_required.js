/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Email_RequiredInputs */

const en_accounts_error_email_required = /** @type {(inputs: Accounts_Error_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required`)
};

const es_accounts_error_email_required = /** @type {(inputs: Accounts_Error_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo electrónico es obligatorio`)
};

const fr_accounts_error_email_required = /** @type {(inputs: Accounts_Error_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail est obligatoire`)
};

/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Accounts_Error_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_email_required = /** @type {((inputs?: Accounts_Error_Email_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Email_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_email_required(inputs)
	if (locale === "fr") return fr_accounts_error_email_required(inputs)
	return en_accounts_error_email_required(inputs)
});