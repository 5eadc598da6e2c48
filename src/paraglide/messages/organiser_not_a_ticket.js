/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Not_A_TicketInputs */

const en_organiser_not_a_ticket = /** @type {(inputs: Organiser_Not_A_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a Harlem Guide ticket`)
};

const es_organiser_not_a_ticket = /** @type {(inputs: Organiser_Not_A_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una entrada de Harlem Guide`)
};

const fr_organiser_not_a_ticket = /** @type {(inputs: Organiser_Not_A_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas un billet Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Not a Harlem Guide ticket" |
*
* @param {Organiser_Not_A_TicketInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_not_a_ticket = /** @type {((inputs?: Organiser_Not_A_TicketInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Not_A_TicketInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_not_a_ticket(inputs)
	if (locale === "fr") return fr_organiser_not_a_ticket(inputs)
	return en_organiser_not_a_ticket(inputs)
});