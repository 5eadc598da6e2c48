/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Calendar_AppInputs */

const en_events_calendar_app = /** @type {(inputs: Events_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar app (Apple, Outlook)`)
};

const es_events_calendar_app = /** @type {(inputs: Events_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de calendario (Apple, Outlook)`)
};

const fr_events_calendar_app = /** @type {(inputs: Events_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’agenda (Apple, Outlook)`)
};

/**
* | output |
* | --- |
* | "Calendar app (Apple, Outlook)" |
*
* @param {Events_Calendar_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_calendar_app = /** @type {((inputs?: Events_Calendar_AppInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Calendar_AppInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_calendar_app(inputs)
	if (locale === "fr") return fr_events_calendar_app(inputs)
	return en_events_calendar_app(inputs)
});