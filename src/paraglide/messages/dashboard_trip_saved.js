/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_SavedInputs */

const en_dashboard_trip_saved = /** @type {(inputs: Dashboard_Trip_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary saved`)
};

const es_dashboard_trip_saved = /** @type {(inputs: Dashboard_Trip_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerario guardado`)
};

const fr_dashboard_trip_saved = /** @type {(inputs: Dashboard_Trip_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire enregistré`)
};

/**
* | output |
* | --- |
* | "Itinerary saved" |
*
* @param {Dashboard_Trip_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_saved = /** @type {((inputs?: Dashboard_Trip_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_saved(inputs)
	if (locale === "fr") return fr_dashboard_trip_saved(inputs)
	return en_dashboard_trip_saved(inputs)
});