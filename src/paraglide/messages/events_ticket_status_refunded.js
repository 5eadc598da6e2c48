/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Status_RefundedInputs */

const en_events_ticket_status_refunded = /** @type {(inputs: Events_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded: no longer valid`)
};

const es_events_ticket_status_refunded = /** @type {(inputs: Events_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado: ya no es válido`)
};

const fr_events_ticket_status_refunded = /** @type {(inputs: Events_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé : n’est plus valable`)
};

/**
* | output |
* | --- |
* | "Refunded: no longer valid" |
*
* @param {Events_Ticket_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_status_refunded = /** @type {((inputs?: Events_Ticket_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Status_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_status_refunded(inputs)
	if (locale === "fr") return fr_events_ticket_status_refunded(inputs)
	return en_events_ticket_status_refunded(inputs)
});