/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Events_CalendarInputs */

const en_home_events_calendar = /** @type {(inputs: Home_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events calendar`)
};

const es_home_events_calendar = /** @type {(inputs: Home_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendario de eventos`)
};

const fr_home_events_calendar = /** @type {(inputs: Home_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendrier des événements`)
};

/**
* | output |
* | --- |
* | "Events calendar" |
*
* @param {Home_Events_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_events_calendar = /** @type {((inputs?: Home_Events_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Events_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_events_calendar(inputs)
	if (locale === "fr") return fr_home_events_calendar(inputs)
	return en_home_events_calendar(inputs)
});