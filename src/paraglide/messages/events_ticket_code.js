/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Events_Ticket_CodeInputs */

const en_events_ticket_code = /** @type {(inputs: Events_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.code}`)
};

const es_events_ticket_code = /** @type {(inputs: Events_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boleto ${i?.code}`)
};

const fr_events_ticket_code = /** @type {(inputs: Events_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Ticket {code}" |
*
* @param {Events_Ticket_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_code = /** @type {((inputs: Events_Ticket_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_code(inputs)
	if (locale === "fr") return fr_events_ticket_code(inputs)
	return en_events_ticket_code(inputs)
});