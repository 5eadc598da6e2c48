/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fact_SeatingInputs */

const en_businesses_fact_seating = /** @type {(inputs: Businesses_Fact_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seating available`)
};

const es_businesses_fact_seating = /** @type {(inputs: Businesses_Fact_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay asientos`)
};

const fr_businesses_fact_seating = /** @type {(inputs: Businesses_Fact_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places assises`)
};

/**
* | output |
* | --- |
* | "Seating available" |
*
* @param {Businesses_Fact_SeatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fact_seating = /** @type {((inputs?: Businesses_Fact_SeatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fact_SeatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fact_seating(inputs)
	if (locale === "fr") return fr_businesses_fact_seating(inputs)
	return en_businesses_fact_seating(inputs)
});