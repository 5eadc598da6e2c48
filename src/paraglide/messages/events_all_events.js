/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_All_EventsInputs */

const en_events_all_events = /** @type {(inputs: Events_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`‹ All events`)
};

const es_events_all_events = /** @type {(inputs: Events_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`‹ Todos los eventos`)
};

const fr_events_all_events = /** @type {(inputs: Events_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`‹ Tous les événements`)
};

/**
* | output |
* | --- |
* | "‹ All events" |
*
* @param {Events_All_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_all_events = /** @type {((inputs?: Events_All_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_All_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_all_events(inputs)
	if (locale === "fr") return fr_events_all_events(inputs)
	return en_events_all_events(inputs)
});