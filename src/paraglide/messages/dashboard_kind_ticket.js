/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Kind_TicketInputs */

const en_dashboard_kind_ticket = /** @type {(inputs: Dashboard_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket`)
};

const es_dashboard_kind_ticket = /** @type {(inputs: Dashboard_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boleto`)
};

const fr_dashboard_kind_ticket = /** @type {(inputs: Dashboard_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet`)
};

/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Dashboard_Kind_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_kind_ticket = /** @type {((inputs?: Dashboard_Kind_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Kind_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_kind_ticket(inputs)
	if (locale === "fr") return fr_dashboard_kind_ticket(inputs)
	return en_dashboard_kind_ticket(inputs)
});