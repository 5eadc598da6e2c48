/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_PastInputs */

const en_dashboard_trip_past = /** @type {(inputs: Dashboard_Trip_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These dates have passed.`)
};

const es_dashboard_trip_past = /** @type {(inputs: Dashboard_Trip_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas fechas ya pasaron.`)
};

const fr_dashboard_trip_past = /** @type {(inputs: Dashboard_Trip_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces dates sont passées.`)
};

/**
* | output |
* | --- |
* | "These dates have passed." |
*
* @param {Dashboard_Trip_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_past = /** @type {((inputs?: Dashboard_Trip_PastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_PastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_past(inputs)
	if (locale === "fr") return fr_dashboard_trip_past(inputs)
	return en_dashboard_trip_past(inputs)
});