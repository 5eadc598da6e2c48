/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Valid_TicketInputs */

const en_organiser_valid_ticket = /** @type {(inputs: Organiser_Valid_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid ticket`)
};

const es_organiser_valid_ticket = /** @type {(inputs: Organiser_Valid_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada válida`)
};

const fr_organiser_valid_ticket = /** @type {(inputs: Organiser_Valid_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet valide`)
};

/**
* | output |
* | --- |
* | "Valid ticket" |
*
* @param {Organiser_Valid_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_valid_ticket = /** @type {((inputs?: Organiser_Valid_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Valid_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_valid_ticket(inputs)
	if (locale === "fr") return fr_organiser_valid_ticket(inputs)
	return en_organiser_valid_ticket(inputs)
});