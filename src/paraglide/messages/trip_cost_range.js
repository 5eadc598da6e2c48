/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown>, who: NonNullable<unknown> }} Trip_Cost_RangeInputs */

const en_trip_cost_range = /** @type {(inputs: Trip_Cost_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.low}–${i?.high} ${i?.who}`)
};

const es_trip_cost_range = /** @type {(inputs: Trip_Cost_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre ${i?.low} y ${i?.high} ${i?.who}`)
};

const fr_trip_cost_range = /** @type {(inputs: Trip_Cost_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre ${i?.low} et ${i?.high} ${i?.who}`)
};

/**
* | output |
* | --- |
* | "About {low}–{high} {who}" |
*
* @param {Trip_Cost_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_cost_range = /** @type {((inputs: Trip_Cost_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Cost_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_cost_range(inputs)
	if (locale === "fr") return fr_trip_cost_range(inputs)
	return en_trip_cost_range(inputs)
});