/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, privacy: NonNullable<unknown> }} Accounts_Agree_TermsInputs */

const en_accounts_agree_terms = /** @type {(inputs: Accounts_Agree_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I agree to the ${i?.terms} and the ${i?.privacy}.`)
};

const es_accounts_agree_terms = /** @type {(inputs: Accounts_Agree_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acepto los ${i?.terms} y la ${i?.privacy}.`)
};

const fr_accounts_agree_terms = /** @type {(inputs: Accounts_Agree_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J’accepte les ${i?.terms} et la ${i?.privacy}.`)
};

/**
* | output |
* | --- |
* | "I agree to the {terms} and the {privacy}." |
*
* @param {Accounts_Agree_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_agree_terms = /** @type {((inputs: Accounts_Agree_TermsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Agree_TermsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_agree_terms(inputs)
	if (locale === "fr") return fr_accounts_agree_terms(inputs)
	return en_accounts_agree_terms(inputs)
});