/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Own_BusinessInputs */

const en_businesses_own_business = /** @type {(inputs: Businesses_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own business`)
};

const es_businesses_own_business = /** @type {(inputs: Businesses_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu propio negocio`)
};

const fr_businesses_own_business = /** @type {(inputs: Businesses_Own_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre propre établissement`)
};

/**
* | output |
* | --- |
* | "Your own business" |
*
* @param {Businesses_Own_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_own_business = /** @type {((inputs?: Businesses_Own_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Own_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_own_business(inputs)
	if (locale === "fr") return fr_businesses_own_business(inputs)
	return en_businesses_own_business(inputs)
});