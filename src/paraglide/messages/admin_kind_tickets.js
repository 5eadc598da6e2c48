/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Kind_TicketsInputs */

const en_admin_kind_tickets = /** @type {(inputs: Admin_Kind_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

const es_admin_kind_tickets = /** @type {(inputs: Admin_Kind_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entradas`)
};

const fr_admin_kind_tickets = /** @type {(inputs: Admin_Kind_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billets`)
};

/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Admin_Kind_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_kind_tickets = /** @type {((inputs?: Admin_Kind_TicketsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Kind_TicketsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_kind_tickets(inputs)
	if (locale === "fr") return fr_admin_kind_tickets(inputs)
	return en_admin_kind_tickets(inputs)
});