/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Ticket_Status_RefundedInputs */

const en_organiser_ticket_status_refunded = /** @type {(inputs: Organiser_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

const es_organiser_ticket_status_refunded = /** @type {(inputs: Organiser_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reembolsada`)
};

const fr_organiser_ticket_status_refunded = /** @type {(inputs: Organiser_Ticket_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remboursé`)
};

/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Organiser_Ticket_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_ticket_status_refunded = /** @type {((inputs?: Organiser_Ticket_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Ticket_Status_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_ticket_status_refunded(inputs)
	if (locale === "fr") return fr_organiser_ticket_status_refunded(inputs)
	return en_organiser_ticket_status_refunded(inputs)
});