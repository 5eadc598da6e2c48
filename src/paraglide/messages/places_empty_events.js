/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Empty_EventsInputs */

const en_places_empty_events = /** @type {(inputs: Places_Empty_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No upcoming events in ${i?.name} right now.`)
};

const es_places_empty_events = /** @type {(inputs: Places_Empty_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ahora no hay próximos eventos en ${i?.name}.`)
};

const fr_places_empty_events = /** @type {(inputs: Places_Empty_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir à ${i?.name} pour le moment.`)
};

/**
* | output |
* | --- |
* | "No upcoming events in {name} right now." |
*
* @param {Places_Empty_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_empty_events = /** @type {((inputs: Places_Empty_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Empty_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_empty_events(inputs)
	if (locale === "fr") return fr_places_empty_events(inputs)
	return en_places_empty_events(inputs)
});