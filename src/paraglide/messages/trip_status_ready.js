/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Status_ReadyInputs */

const en_trip_status_ready = /** @type {(inputs: Trip_Status_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your itinerary is ready.`)
};

const es_trip_status_ready = /** @type {(inputs: Trip_Status_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu itinerario está listo.`)
};

const fr_trip_status_ready = /** @type {(inputs: Trip_Status_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre itinéraire est prêt.`)
};

/**
* | output |
* | --- |
* | "Your itinerary is ready." |
*
* @param {Trip_Status_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_status_ready = /** @type {((inputs?: Trip_Status_ReadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Status_ReadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_status_ready(inputs)
	if (locale === "fr") return fr_trip_status_ready(inputs)
	return en_trip_status_ready(inputs)
});