/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_WhereInputs */

const en_events_ticket_where = /** @type {(inputs: Events_Ticket_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const es_events_ticket_where = /** @type {(inputs: Events_Ticket_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

const fr_events_ticket_where = /** @type {(inputs: Events_Ticket_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Events_Ticket_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_where = /** @type {((inputs?: Events_Ticket_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_where(inputs)
	if (locale === "fr") return fr_events_ticket_where(inputs)
	return en_events_ticket_where(inputs)
});