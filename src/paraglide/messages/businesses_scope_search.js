/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ search: NonNullable<unknown> }} Businesses_Scope_SearchInputs */

const en_businesses_scope_search = /** @type {(inputs: Businesses_Scope_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` matching “${i?.search}”`)
};

const es_businesses_scope_search = /** @type {(inputs: Businesses_Scope_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` que coinciden con “${i?.search}”`)
};

const fr_businesses_scope_search = /** @type {(inputs: Businesses_Scope_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` correspondant à « ${i?.search} »`)
};

/**
* | output |
* | --- |
* | "matching “{search}”" |
*
* @param {Businesses_Scope_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_scope_search = /** @type {((inputs: Businesses_Scope_SearchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Scope_SearchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_scope_search(inputs)
	if (locale === "fr") return fr_businesses_scope_search(inputs)
	return en_businesses_scope_search(inputs)
});