/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_View_TicketInputs */

const en_events_view_ticket = /** @type {(inputs: Events_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View your ticket`)
};

const es_events_view_ticket = /** @type {(inputs: Events_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu boleto`)
};

const fr_events_view_ticket = /** @type {(inputs: Events_View_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre billet`)
};

/**
* | output |
* | --- |
* | "View your ticket" |
*
* @param {Events_View_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_view_ticket = /** @type {((inputs?: Events_View_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_View_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_view_ticket(inputs)
	if (locale === "fr") return fr_events_view_ticket(inputs)
	return en_events_view_ticket(inputs)
});