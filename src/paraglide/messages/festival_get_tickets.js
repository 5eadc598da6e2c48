/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Get_TicketsInputs */

const en_festival_get_tickets = /** @type {(inputs: Festival_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tickets`)
};

const es_festival_get_tickets = /** @type {(inputs: Festival_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar boletos`)
};

const fr_festival_get_tickets = /** @type {(inputs: Festival_Get_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver des billets`)
};

/**
* | output |
* | --- |
* | "Get Tickets" |
*
* @param {Festival_Get_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_get_tickets = /** @type {((inputs?: Festival_Get_TicketsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Get_TicketsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_get_tickets(inputs)
	if (locale === "fr") return fr_festival_get_tickets(inputs)
	return en_festival_get_tickets(inputs)
});