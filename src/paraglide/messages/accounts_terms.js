/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_TermsInputs */

const en_accounts_terms = /** @type {(inputs: Accounts_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

const es_accounts_terms = /** @type {(inputs: Accounts_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos`)
};

const fr_accounts_terms = /** @type {(inputs: Accounts_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions`)
};

/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Accounts_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_terms = /** @type {((inputs?: Accounts_TermsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_TermsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_terms(inputs)
	if (locale === "fr") return fr_accounts_terms(inputs)
	return en_accounts_terms(inputs)
});