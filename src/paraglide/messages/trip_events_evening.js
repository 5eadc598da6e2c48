/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Events_EveningInputs */

const en_trip_events_evening = /** @type {(inputs: Trip_Events_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events in the evening`)
};

const es_trip_events_evening = /** @type {(inputs: Trip_Events_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de la noche`)
};

const fr_trip_events_evening = /** @type {(inputs: Trip_Events_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements de la soirée`)
};

/**
* | output |
* | --- |
* | "Events in the evening" |
*
* @param {Trip_Events_EveningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_events_evening = /** @type {((inputs?: Trip_Events_EveningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Events_EveningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_events_evening(inputs)
	if (locale === "fr") return fr_trip_events_evening(inputs)
	return en_trip_events_evening(inputs)
});