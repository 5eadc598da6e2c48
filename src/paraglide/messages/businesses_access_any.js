/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Access_AnyInputs */

const en_businesses_access_any = /** @type {(inputs: Businesses_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const es_businesses_access_any = /** @type {(inputs: Businesses_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const fr_businesses_access_any = /** @type {(inputs: Businesses_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indifférent`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Businesses_Access_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_access_any = /** @type {((inputs?: Businesses_Access_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Access_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_access_any(inputs)
	if (locale === "fr") return fr_businesses_access_any(inputs)
	return en_businesses_access_any(inputs)
});