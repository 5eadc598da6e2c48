/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Events_MorningInputs */

const en_trip_events_morning = /** @type {(inputs: Trip_Events_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events in the morning`)
};

const es_trip_events_morning = /** @type {(inputs: Trip_Events_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de la mañana`)
};

const fr_trip_events_morning = /** @type {(inputs: Trip_Events_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements du matin`)
};

/**
* | output |
* | --- |
* | "Events in the morning" |
*
* @param {Trip_Events_MorningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_events_morning = /** @type {((inputs?: Trip_Events_MorningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Events_MorningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_events_morning(inputs)
	if (locale === "fr") return fr_trip_events_morning(inputs)
	return en_trip_events_morning(inputs)
});