/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_TermsInputs */

const en_accounts_error_terms = /** @type {(inputs: Accounts_Error_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must agree to the terms and conditions`)
};

const es_accounts_error_terms = /** @type {(inputs: Accounts_Error_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debes aceptar los términos y condiciones`)
};

const fr_accounts_error_terms = /** @type {(inputs: Accounts_Error_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez accepter les conditions générales`)
};

/**
* | output |
* | --- |
* | "You must agree to the terms and conditions" |
*
* @param {Accounts_Error_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_terms = /** @type {((inputs?: Accounts_Error_TermsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_TermsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_terms(inputs)
	if (locale === "fr") return fr_accounts_error_terms(inputs)
	return en_accounts_error_terms(inputs)
});