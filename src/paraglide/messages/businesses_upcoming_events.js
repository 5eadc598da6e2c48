/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Upcoming_EventsInputs */

const en_businesses_upcoming_events = /** @type {(inputs: Businesses_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

const es_businesses_upcoming_events = /** @type {(inputs: Businesses_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos eventos`)
};

const fr_businesses_upcoming_events = /** @type {(inputs: Businesses_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Businesses_Upcoming_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_upcoming_events = /** @type {((inputs?: Businesses_Upcoming_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Upcoming_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_upcoming_events(inputs)
	if (locale === "fr") return fr_businesses_upcoming_events(inputs)
	return en_businesses_upcoming_events(inputs)
});