/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_WhenInputs */

const en_events_ticket_when = /** @type {(inputs: Events_Ticket_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_events_ticket_when = /** @type {(inputs: Events_Ticket_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const fr_events_ticket_when = /** @type {(inputs: Events_Ticket_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Events_Ticket_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_when = /** @type {((inputs?: Events_Ticket_WhenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_WhenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_when(inputs)
	if (locale === "fr") return fr_events_ticket_when(inputs)
	return en_events_ticket_when(inputs)
});