/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Status_CancelledInputs */

const en_events_ticket_status_cancelled = /** @type {(inputs: Events_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const es_events_ticket_status_cancelled = /** @type {(inputs: Events_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

const fr_events_ticket_status_cancelled = /** @type {(inputs: Events_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Events_Ticket_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_status_cancelled = /** @type {((inputs?: Events_Ticket_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Status_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_status_cancelled(inputs)
	if (locale === "fr") return fr_events_ticket_status_cancelled(inputs)
	return en_events_ticket_status_cancelled(inputs)
});