/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trips_EmptyInputs */

const en_dashboard_trips_empty = /** @type {(inputs: Dashboard_Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved itineraries`)
};

const es_dashboard_trips_empty = /** @type {(inputs: Dashboard_Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes itinerarios guardados`)
};

const fr_dashboard_trips_empty = /** @type {(inputs: Dashboard_Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun itinéraire enregistré`)
};

/**
* | output |
* | --- |
* | "No saved itineraries" |
*
* @param {Dashboard_Trips_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trips_empty = /** @type {((inputs?: Dashboard_Trips_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trips_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trips_empty(inputs)
	if (locale === "fr") return fr_dashboard_trips_empty(inputs)
	return en_dashboard_trips_empty(inputs)
});