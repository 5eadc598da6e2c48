/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_RestroomInputs */

const en_businesses_fact_restroom = /** @type {(inputs: Businesses_Fact_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessible restroom`)
};

const es_businesses_fact_restroom = /** @type {(inputs: Businesses_Fact_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baño accesible`)
};

const fr_businesses_fact_restroom = /** @type {(inputs: Businesses_Fact_RestroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toilettes accessibles`)
};

/**
* | output |
* | --- |
* | "Accessible restroom" |
*
* @param {Businesses_Fact_RestroomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_restroom = /** @type {((inputs?: Businesses_Fact_RestroomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_RestroomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_restroom(inputs)
	if (locale === "fr") return fr_businesses_fact_restroom(inputs)
	return en_businesses_fact_restroom(inputs)
});