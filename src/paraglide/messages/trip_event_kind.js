/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Trip_Event_KindInputs */

const en_trip_event_kind = /** @type {(inputs: Trip_Event_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event · ${i?.time}`)
};

const es_trip_event_kind = /** @type {(inputs: Trip_Event_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Evento · ${i?.time}`)
};

const fr_trip_event_kind = /** @type {(inputs: Trip_Event_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événement · ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Event · {time}" |
*
* @param {Trip_Event_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_event_kind = /** @type {((inputs: Trip_Event_KindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Event_KindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_event_kind(inputs)
	if (locale === "fr") return fr_trip_event_kind(inputs)
	return en_trip_event_kind(inputs)
});