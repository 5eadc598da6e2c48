/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, who: NonNullable<unknown> }} Trip_Cost_AboutInputs */

const en_trip_cost_about = /** @type {(inputs: Trip_Cost_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.amount} ${i?.who}`)
};

const es_trip_cost_about = /** @type {(inputs: Trip_Cost_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unos ${i?.amount} ${i?.who}`)
};

const fr_trip_cost_about = /** @type {(inputs: Trip_Cost_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Environ ${i?.amount} ${i?.who}`)
};

/**
* | output |
* | --- |
* | "About {amount} {who}" |
*
* @param {Trip_Cost_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_cost_about = /** @type {((inputs: Trip_Cost_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Cost_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_cost_about(inputs)
	if (locale === "fr") return fr_trip_cost_about(inputs)
	return en_trip_cost_about(inputs)
});