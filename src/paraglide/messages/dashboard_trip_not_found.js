/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_Not_FoundInputs */

const en_dashboard_trip_not_found = /** @type {(inputs: Dashboard_Trip_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary not found`)
};

const es_dashboard_trip_not_found = /** @type {(inputs: Dashboard_Trip_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el itinerario`)
};

const fr_dashboard_trip_not_found = /** @type {(inputs: Dashboard_Trip_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire introuvable`)
};

/**
* | output |
* | --- |
* | "Itinerary not found" |
*
* @param {Dashboard_Trip_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_not_found = /** @type {((inputs?: Dashboard_Trip_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_not_found(inputs)
	if (locale === "fr") return fr_dashboard_trip_not_found(inputs)
	return en_dashboard_trip_not_found(inputs)
});