/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Heading_EventsInputs */

const en_places_heading_events = /** @type {(inputs: Places_Heading_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upcoming events in ${i?.name}`)
};

const es_places_heading_events = /** @type {(inputs: Places_Heading_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Próximos eventos en ${i?.name}`)
};

const fr_places_heading_events = /** @type {(inputs: Places_Heading_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements à venir à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Upcoming events in {name}" |
*
* @param {Places_Heading_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_heading_events = /** @type {((inputs: Places_Heading_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Heading_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_heading_events(inputs)
	if (locale === "fr") return fr_places_heading_events(inputs)
	return en_places_heading_events(inputs)
});