/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Kind_TripInputs */

const en_dashboard_kind_trip = /** @type {(inputs: Dashboard_Kind_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary`)
};

const es_dashboard_kind_trip = /** @type {(inputs: Dashboard_Kind_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerario`)
};

const fr_dashboard_kind_trip = /** @type {(inputs: Dashboard_Kind_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Itinerary" |
*
* @param {Dashboard_Kind_TripInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_kind_trip = /** @type {((inputs?: Dashboard_Kind_TripInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Kind_TripInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_kind_trip(inputs)
	if (locale === "fr") return fr_dashboard_kind_trip(inputs)
	return en_dashboard_kind_trip(inputs)
});