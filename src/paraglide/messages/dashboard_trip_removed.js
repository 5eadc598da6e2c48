/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_RemovedInputs */

const en_dashboard_trip_removed = /** @type {(inputs: Dashboard_Trip_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary removed`)
};

const es_dashboard_trip_removed = /** @type {(inputs: Dashboard_Trip_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerario eliminado`)
};

const fr_dashboard_trip_removed = /** @type {(inputs: Dashboard_Trip_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire supprimé`)
};

/**
* | output |
* | --- |
* | "Itinerary removed" |
*
* @param {Dashboard_Trip_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_removed = /** @type {((inputs?: Dashboard_Trip_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_removed(inputs)
	if (locale === "fr") return fr_dashboard_trip_removed(inputs)
	return en_dashboard_trip_removed(inputs)
});