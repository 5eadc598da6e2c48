/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Not_Found_TextInputs */

const en_events_ticket_not_found_text = /** @type {(inputs: Events_Ticket_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket doesn't exist, or it belongs to another account.`)
};

const es_events_ticket_not_found_text = /** @type {(inputs: Events_Ticket_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este boleto no existe o pertenece a otra cuenta.`)
};

const fr_events_ticket_not_found_text = /** @type {(inputs: Events_Ticket_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce billet n’existe pas, ou il appartient à un autre compte.`)
};

/**
* | output |
* | --- |
* | "This ticket doesn't exist, or it belongs to another account." |
*
* @param {Events_Ticket_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_not_found_text = /** @type {((inputs?: Events_Ticket_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_not_found_text(inputs)
	if (locale === "fr") return fr_events_ticket_not_found_text(inputs)
	return en_events_ticket_not_found_text(inputs)
});