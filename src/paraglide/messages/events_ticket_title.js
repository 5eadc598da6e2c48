/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Ticket_TitleInputs */

const en_events_ticket_title = /** @type {(inputs: Events_Ticket_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket: ${i?.title}`)
};

const es_events_ticket_title = /** @type {(inputs: Events_Ticket_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boleto: ${i?.title}`)
};

const fr_events_ticket_title = /** @type {(inputs: Events_Ticket_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Ticket: {title}" |
*
* @param {Events_Ticket_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_title = /** @type {((inputs: Events_Ticket_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_title(inputs)
	if (locale === "fr") return fr_events_ticket_title(inputs)
	return en_events_ticket_title(inputs)
});