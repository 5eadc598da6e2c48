/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_Seating_NoInputs */

const en_businesses_fact_seating_no = /** @type {(inputs: Businesses_Fact_Seating_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standing only`)
};

const es_businesses_fact_seating_no = /** @type {(inputs: Businesses_Fact_Seating_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo de pie`)
};

const fr_businesses_fact_seating_no = /** @type {(inputs: Businesses_Fact_Seating_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debout uniquement`)
};

/**
* | output |
* | --- |
* | "Standing only" |
*
* @param {Businesses_Fact_Seating_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_seating_no = /** @type {((inputs?: Businesses_Fact_Seating_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_Seating_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_seating_no(inputs)
	if (locale === "fr") return fr_businesses_fact_seating_no(inputs)
	return en_businesses_fact_seating_no(inputs)
});