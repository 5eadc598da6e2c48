/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Events_AfternoonInputs */

const en_trip_events_afternoon = /** @type {(inputs: Trip_Events_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events in the afternoon`)
};

const es_trip_events_afternoon = /** @type {(inputs: Trip_Events_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de la tarde`)
};

const fr_trip_events_afternoon = /** @type {(inputs: Trip_Events_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements de l’après-midi`)
};

/**
* | output |
* | --- |
* | "Events in the afternoon" |
*
* @param {Trip_Events_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_events_afternoon = /** @type {((inputs?: Trip_Events_AfternoonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Events_AfternoonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_events_afternoon(inputs)
	if (locale === "fr") return fr_trip_events_afternoon(inputs)
	return en_trip_events_afternoon(inputs)
});