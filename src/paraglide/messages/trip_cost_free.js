/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Trip_Cost_FreeInputs */

const en_trip_cost_free = /** @type {(inputs: Trip_Cost_FreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free ${i?.who}`)
};

const es_trip_cost_free = /** @type {(inputs: Trip_Cost_FreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gratis ${i?.who}`)
};

const fr_trip_cost_free = /** @type {(inputs: Trip_Cost_FreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gratuit ${i?.who}`)
};

/**
* | output |
* | --- |
* | "Free {who}" |
*
* @param {Trip_Cost_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_cost_free = /** @type {((inputs: Trip_Cost_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Cost_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_cost_free(inputs)
	if (locale === "fr") return fr_trip_cost_free(inputs)
	return en_trip_cost_free(inputs)
});