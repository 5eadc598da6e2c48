/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_No_EventsInputs */

const en_businesses_no_events = /** @type {(inputs: Businesses_No_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No upcoming events at ${i?.name} right now.`)
};

const es_businesses_no_events = /** @type {(inputs: Businesses_No_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ahora no hay próximos eventos en ${i?.name}.`)
};

const fr_businesses_no_events = /** @type {(inputs: Businesses_No_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir chez ${i?.name} pour le moment.`)
};

/**
* | output |
* | --- |
* | "No upcoming events at {name} right now." |
*
* @param {Businesses_No_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_events = /** @type {((inputs: Businesses_No_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_events(inputs)
	if (locale === "fr") return fr_businesses_no_events(inputs)
	return en_businesses_no_events(inputs)
});