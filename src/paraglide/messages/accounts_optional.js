/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_OptionalInputs */

const en_accounts_optional = /** @type {(inputs: Accounts_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

const es_accounts_optional = /** @type {(inputs: Accounts_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional)`)
};

const fr_accounts_optional = /** @type {(inputs: Accounts_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facultatif)`)
};

/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Accounts_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_optional = /** @type {((inputs?: Accounts_OptionalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_OptionalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_optional(inputs)
	if (locale === "fr") return fr_accounts_optional(inputs)
	return en_accounts_optional(inputs)
});