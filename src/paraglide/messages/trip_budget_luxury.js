/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Budget_LuxuryInputs */

const en_trip_budget_luxury = /** @type {(inputs: Trip_Budget_LuxuryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luxury`)
};

const es_trip_budget_luxury = /** @type {(inputs: Trip_Budget_LuxuryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lujo`)
};

const fr_trip_budget_luxury = /** @type {(inputs: Trip_Budget_LuxuryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luxe`)
};

/**
* | output |
* | --- |
* | "Luxury" |
*
* @param {Trip_Budget_LuxuryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_budget_luxury = /** @type {((inputs?: Trip_Budget_LuxuryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Budget_LuxuryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_budget_luxury(inputs)
	if (locale === "fr") return fr_trip_budget_luxury(inputs)
	return en_trip_budget_luxury(inputs)
});