/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Status_GeneratingInputs */

const en_trip_status_generating = /** @type {(inputs: Trip_Status_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generating your itinerary…`)
};

const es_trip_status_generating = /** @type {(inputs: Trip_Status_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando tu itinerario…`)
};

const fr_trip_status_generating = /** @type {(inputs: Trip_Status_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre itinéraire…`)
};

/**
* | output |
* | --- |
* | "Generating your itinerary…" |
*
* @param {Trip_Status_GeneratingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_status_generating = /** @type {((inputs?: Trip_Status_GeneratingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Status_GeneratingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_status_generating(inputs)
	if (locale === "fr") return fr_trip_status_generating(inputs)
	return en_trip_status_generating(inputs)
});