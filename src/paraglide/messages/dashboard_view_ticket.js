/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_View_TicketInputs */

const en_dashboard_view_ticket = /** @type {(inputs: Dashboard_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View ticket`)
};

const es_dashboard_view_ticket = /** @type {(inputs: Dashboard_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver boleto`)
};

const fr_dashboard_view_ticket = /** @type {(inputs: Dashboard_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le billet`)
};

/**
* | output |
* | --- |
* | "View ticket" |
*
* @param {Dashboard_View_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_ticket = /** @type {((inputs?: Dashboard_View_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_View_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_view_ticket(inputs)
	if (locale === "fr") return fr_dashboard_view_ticket(inputs)
	return en_dashboard_view_ticket(inputs)
});