/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Dashboard_Trip_StartingInputs */

const en_dashboard_trip_starting = /** @type {(inputs: Dashboard_Trip_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starting ${i?.date}`)
};

const es_dashboard_trip_starting = /** @type {(inputs: Dashboard_Trip_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A partir del ${i?.date}`)
};

const fr_dashboard_trip_starting = /** @type {(inputs: Dashboard_Trip_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Starting {date}" |
*
* @param {Dashboard_Trip_StartingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_starting = /** @type {((inputs: Dashboard_Trip_StartingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_StartingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_starting(inputs)
	if (locale === "fr") return fr_dashboard_trip_starting(inputs)
	return en_dashboard_trip_starting(inputs)
});