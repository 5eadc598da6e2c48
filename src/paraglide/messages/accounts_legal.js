/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, privacy: NonNullable<unknown> }} Accounts_LegalInputs */

const en_accounts_legal = /** @type {(inputs: Accounts_LegalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By continuing you agree to our ${i?.terms} and ${i?.privacy}.`)
};

const es_accounts_legal = /** @type {(inputs: Accounts_LegalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al continuar, aceptas nuestros ${i?.terms} y nuestra ${i?.privacy}.`)
};

const fr_accounts_legal = /** @type {(inputs: Accounts_LegalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En continuant, vous acceptez nos ${i?.terms} et notre ${i?.privacy}.`)
};

/**
* | output |
* | --- |
* | "By continuing you agree to our {terms} and {privacy}." |
*
* @param {Accounts_LegalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_legal = /** @type {((inputs: Accounts_LegalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_LegalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_legal(inputs)
	if (locale === "fr") return fr_accounts_legal(inputs)
	return en_accounts_legal(inputs)
});