/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_Page_Title_CalendarInputs */

const en_events_page_title_calendar = /** @type {(inputs: Events_Page_Title_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events Calendar: ${i?.month}`)
};

const es_events_page_title_calendar = /** @type {(inputs: Events_Page_Title_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calendario de eventos: ${i?.month}`)
};

const fr_events_page_title_calendar = /** @type {(inputs: Events_Page_Title_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calendrier des événements : ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Events Calendar: {month}" |
*
* @param {Events_Page_Title_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_page_title_calendar = /** @type {((inputs: Events_Page_Title_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Title_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_page_title_calendar(inputs)
	if (locale === "fr") return fr_events_page_title_calendar(inputs)
	return en_events_page_title_calendar(inputs)
});