/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_AlreadyInputs */

const en_dashboard_trip_already = /** @type {(inputs: Dashboard_Trip_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This itinerary is already in your dashboard`)
};

const es_dashboard_trip_already = /** @type {(inputs: Dashboard_Trip_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este itinerario ya está en tu panel`)
};

const fr_dashboard_trip_already = /** @type {(inputs: Dashboard_Trip_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet itinéraire est déjà dans votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "This itinerary is already in your dashboard" |
*
* @param {Dashboard_Trip_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_already = /** @type {((inputs?: Dashboard_Trip_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_already(inputs)
	if (locale === "fr") return fr_dashboard_trip_already(inputs)
	return en_dashboard_trip_already(inputs)
});