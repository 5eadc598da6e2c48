/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Restroom_NoInputs */

const en_businesses_fact_restroom_no = /** @type {(inputs: Businesses_Fact_Restroom_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No accessible restroom`)
};

const es_businesses_fact_restroom_no = /** @type {(inputs: Businesses_Fact_Restroom_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin baño accesible`)
};

const fr_businesses_fact_restroom_no = /** @type {(inputs: Businesses_Fact_Restroom_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de toilettes accessibles`)
};

/**
* | output |
* | --- |
* | "No accessible restroom" |
*
* @param {Businesses_Fact_Restroom_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_restroom_no = /** @type {((inputs?: Businesses_Fact_Restroom_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Restroom_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_restroom_no(inputs)
	if (locale === "fr") return fr_businesses_fact_restroom_no(inputs)
	return en_businesses_fact_restroom_no(inputs)
});