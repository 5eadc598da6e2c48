/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Accounts_Continue_WithInputs */

const en_accounts_continue_with = /** @type {(inputs: Accounts_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

const es_accounts_continue_with = /** @type {(inputs: Accounts_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuar con ${i?.provider}`)
};

const fr_accounts_continue_with = /** @type {(inputs: Accounts_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.provider}`)
};

/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Accounts_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_continue_with = /** @type {((inputs: Accounts_Continue_WithInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Continue_WithInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_continue_with(inputs)
	if (locale === "fr") return fr_accounts_continue_with(inputs)
	return en_accounts_continue_with(inputs)
});