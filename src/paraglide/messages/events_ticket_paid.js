/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_PaidInputs */

const en_events_ticket_paid = /** @type {(inputs: Events_Ticket_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_events_ticket_paid = /** @type {(inputs: Events_Ticket_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado`)
};

const fr_events_ticket_paid = /** @type {(inputs: Events_Ticket_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Events_Ticket_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_paid = /** @type {((inputs?: Events_Ticket_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_paid(inputs)
	if (locale === "fr") return fr_events_ticket_paid(inputs)
	return en_events_ticket_paid(inputs)
});