/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Event_DetailsInputs */

const en_events_event_details = /** @type {(inputs: Events_Event_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event details`)
};

const es_events_event_details = /** @type {(inputs: Events_Event_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles del evento`)
};

const fr_events_event_details = /** @type {(inputs: Events_Event_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails de l’événement`)
};

/**
* | output |
* | --- |
* | "Event details" |
*
* @param {Events_Event_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_event_details = /** @type {((inputs?: Events_Event_DetailsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Event_DetailsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_event_details(inputs)
	if (locale === "fr") return fr_events_event_details(inputs)
	return en_events_event_details(inputs)
});