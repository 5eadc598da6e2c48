/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ access: NonNullable<unknown> }} Businesses_Scope_AccessInputs */

const en_businesses_scope_access = /** @type {(inputs: Businesses_Scope_AccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` with ${i?.access}`)
};

const es_businesses_scope_access = /** @type {(inputs: Businesses_Scope_AccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` con ${i?.access}`)
};

const fr_businesses_scope_access = /** @type {(inputs: Businesses_Scope_AccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` avec ${i?.access}`)
};

/**
* | output |
* | --- |
* | "with {access}" |
*
* @param {Businesses_Scope_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_scope_access = /** @type {((inputs: Businesses_Scope_AccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Scope_AccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_scope_access(inputs)
	if (locale === "fr") return fr_businesses_scope_access(inputs)
	return en_businesses_scope_access(inputs)
});