/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkin_Ticket_CodeInputs */

const en_checkin_ticket_code = /** @type {(inputs: Checkin_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.code}`)
};

const es_checkin_ticket_code = /** @type {(inputs: Checkin_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boleto ${i?.code}`)
};

const fr_checkin_ticket_code = /** @type {(inputs: Checkin_Ticket_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Ticket {code}" |
*
* @param {Checkin_Ticket_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_ticket_code = /** @type {((inputs: Checkin_Ticket_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Ticket_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_ticket_code(inputs)
	if (locale === "fr") return fr_checkin_ticket_code(inputs)
	return en_checkin_ticket_code(inputs)
});