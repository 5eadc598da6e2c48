/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_InvalidInputs */

const en_dashboard_trip_invalid = /** @type {(inputs: Dashboard_Trip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This itinerary cannot be saved: choose a duration and at least one interest.`)
};

const es_dashboard_trip_invalid = /** @type {(inputs: Dashboard_Trip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede guardar este itinerario: elige una duración y al menos un interés.`)
};

const fr_dashboard_trip_invalid = /** @type {(inputs: Dashboard_Trip_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer cet itinéraire : choisissez une durée et au moins un centre d’intérêt.`)
};

/**
* | output |
* | --- |
* | "This itinerary cannot be saved: choose a duration and at least one interest." |
*
* @param {Dashboard_Trip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_invalid = /** @type {((inputs?: Dashboard_Trip_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_invalid(inputs)
	if (locale === "fr") return fr_dashboard_trip_invalid(inputs)
	return en_dashboard_trip_invalid(inputs)
});