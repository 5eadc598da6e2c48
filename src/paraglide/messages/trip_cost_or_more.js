/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, who: NonNullable<unknown> }} Trip_Cost_Or_MoreInputs */

const en_trip_cost_or_more = /** @type {(inputs: Trip_Cost_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.low} or more ${i?.who}`)
};

const es_trip_cost_or_more = /** @type {(inputs: Trip_Cost_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unos ${i?.low} o más ${i?.who}`)
};

const fr_trip_cost_or_more = /** @type {(inputs: Trip_Cost_Or_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Environ ${i?.low} ou plus ${i?.who}`)
};

/**
* | output |
* | --- |
* | "About {low} or more {who}" |
*
* @param {Trip_Cost_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_cost_or_more = /** @type {((inputs: Trip_Cost_Or_MoreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Cost_Or_MoreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_cost_or_more(inputs)
	if (locale === "fr") return fr_trip_cost_or_more(inputs)
	return en_trip_cost_or_more(inputs)
});