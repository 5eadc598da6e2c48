/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Organiser_Ticket_CodeInputs */

const en_organiser_ticket_code = /** @type {(inputs: Organiser_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ticket ${i?.code}`)
};

const es_organiser_ticket_code = /** @type {(inputs: Organiser_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`entrada ${i?.code}`)
};

const fr_organiser_ticket_code = /** @type {(inputs: Organiser_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`billet ${i?.code}`)
};

/**
* | output |
* | --- |
* | "ticket {code}" |
*
* @param {Organiser_Ticket_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_ticket_code = /** @type {((inputs: Organiser_Ticket_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Ticket_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_ticket_code(inputs)
	if (locale === "fr") return fr_organiser_ticket_code(inputs)
	return en_organiser_ticket_code(inputs)
});