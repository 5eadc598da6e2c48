/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_See_UpcomingInputs */

const en_events_see_upcoming = /** @type {(inputs: Events_See_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See upcoming events`)
};

const es_events_see_upcoming = /** @type {(inputs: Events_See_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los próximos eventos`)
};

const fr_events_see_upcoming = /** @type {(inputs: Events_See_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les événements à venir`)
};

/**
* | output |
* | --- |
* | "See upcoming events" |
*
* @param {Events_See_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_see_upcoming = /** @type {((inputs?: Events_See_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_See_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_see_upcoming(inputs)
	if (locale === "fr") return fr_events_see_upcoming(inputs)
	return en_events_see_upcoming(inputs)
});