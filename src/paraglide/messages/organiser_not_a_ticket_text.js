/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Not_A_Ticket_TextInputs */

const en_organiser_not_a_ticket_text = /** @type {(inputs: Organiser_Not_A_Ticket_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code does not match any ticket.`)
};

const es_organiser_not_a_ticket_text = /** @type {(inputs: Organiser_Not_A_Ticket_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código no corresponde a ninguna entrada.`)
};

const fr_organiser_not_a_ticket_text = /** @type {(inputs: Organiser_Not_A_Ticket_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code ne correspond à aucun billet.`)
};

/**
* | output |
* | --- |
* | "This code does not match any ticket." |
*
* @param {Organiser_Not_A_Ticket_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_not_a_ticket_text = /** @type {((inputs?: Organiser_Not_A_Ticket_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Not_A_Ticket_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_not_a_ticket_text(inputs)
	if (locale === "fr") return fr_organiser_not_a_ticket_text(inputs)
	return en_organiser_not_a_ticket_text(inputs)
});