/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Scope_OpenInputs */

const en_businesses_scope_open = /** @type {(inputs: Businesses_Scope_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` open now`)
};

const es_businesses_scope_open = /** @type {(inputs: Businesses_Scope_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` abiertos ahora`)
};

const fr_businesses_scope_open = /** @type {(inputs: Businesses_Scope_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ouvertes en ce moment`)
};

/**
* | output |
* | --- |
* | "open now" |
*
* @param {Businesses_Scope_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_scope_open = /** @type {((inputs?: Businesses_Scope_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Scope_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_scope_open(inputs)
	if (locale === "fr") return fr_businesses_scope_open(inputs)
	return en_businesses_scope_open(inputs)
});