/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_TicketInputs */

const en_admin_payment_ticket = /** @type {(inputs: Admin_Payment_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket:`)
};

const es_admin_payment_ticket = /** @type {(inputs: Admin_Payment_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada:`)
};

const fr_admin_payment_ticket = /** @type {(inputs: Admin_Payment_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet :`)
};

/**
* | output |
* | --- |
* | "Ticket:" |
*
* @param {Admin_Payment_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_ticket = /** @type {((inputs?: Admin_Payment_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_ticket(inputs)
	if (locale === "fr") return fr_admin_payment_ticket(inputs)
	return en_admin_payment_ticket(inputs)
});