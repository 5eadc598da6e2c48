/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_View_CalendarInputs */

const en_events_view_calendar = /** @type {(inputs: Events_View_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar`)
};

const es_events_view_calendar = /** @type {(inputs: Events_View_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendario`)
};

const fr_events_view_calendar = /** @type {(inputs: Events_View_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendrier`)
};

/**
* | output |
* | --- |
* | "Calendar" |
*
* @param {Events_View_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_view_calendar = /** @type {((inputs?: Events_View_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_View_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_view_calendar(inputs)
	if (locale === "fr") return fr_events_view_calendar(inputs)
	return en_events_view_calendar(inputs)
});