/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Not_FoundInputs */

const en_events_ticket_not_found = /** @type {(inputs: Events_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Not Found`)
};

const es_events_ticket_not_found = /** @type {(inputs: Events_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boleto no encontrado`)
};

const fr_events_ticket_not_found = /** @type {(inputs: Events_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet introuvable`)
};

/**
* | output |
* | --- |
* | "Ticket Not Found" |
*
* @param {Events_Ticket_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_not_found = /** @type {((inputs?: Events_Ticket_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_not_found(inputs)
	if (locale === "fr") return fr_events_ticket_not_found(inputs)
	return en_events_ticket_not_found(inputs)
});