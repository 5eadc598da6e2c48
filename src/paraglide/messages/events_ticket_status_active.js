/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Status_ActiveInputs */

const en_events_ticket_status_active = /** @type {(inputs: Events_Ticket_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

const es_events_ticket_status_active = /** @type {(inputs: Events_Ticket_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válido`)
};

const fr_events_ticket_status_active = /** @type {(inputs: Events_Ticket_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valable`)
};

/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Events_Ticket_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_status_active = /** @type {((inputs?: Events_Ticket_Status_ActiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Status_ActiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_status_active(inputs)
	if (locale === "fr") return fr_events_ticket_status_active(inputs)
	return en_events_ticket_status_active(inputs)
});