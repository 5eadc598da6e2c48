/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Email_TakenInputs */

const en_accounts_error_email_taken = /** @type {(inputs: Accounts_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email already exists. Please sign in instead.`)
};

const es_accounts_error_email_taken = /** @type {(inputs: Accounts_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe una cuenta con este correo electrónico. Inicia sesión.`)
};

const fr_accounts_error_email_taken = /** @type {(inputs: Accounts_Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.`)
};

/**
* | output |
* | --- |
* | "An account with this email already exists. Please sign in instead." |
*
* @param {Accounts_Error_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_email_taken = /** @type {((inputs?: Accounts_Error_Email_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Email_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_email_taken(inputs)
	if (locale === "fr") return fr_accounts_error_email_taken(inputs)
	return en_accounts_error_email_taken(inputs)
});