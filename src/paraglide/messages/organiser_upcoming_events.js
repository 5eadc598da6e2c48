/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Upcoming_EventsInputs */

const en_organiser_upcoming_events = /** @type {(inputs: Organiser_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

const es_organiser_upcoming_events = /** @type {(inputs: Organiser_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos eventos`)
};

const fr_organiser_upcoming_events = /** @type {(inputs: Organiser_Upcoming_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Organiser_Upcoming_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_upcoming_events = /** @type {((inputs?: Organiser_Upcoming_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Upcoming_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_upcoming_events(inputs)
	if (locale === "fr") return fr_organiser_upcoming_events(inputs)
	return en_organiser_upcoming_events(inputs)
});