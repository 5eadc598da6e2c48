/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Ticket_Status_CancelledInputs */

const en_organiser_ticket_status_cancelled = /** @type {(inputs: Organiser_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

const es_organiser_ticket_status_cancelled = /** @type {(inputs: Organiser_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelada`)
};

const fr_organiser_ticket_status_cancelled = /** @type {(inputs: Organiser_Ticket_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annulé`)
};

/**
* | output |
* | --- |
* | "cancelled" |
*
* @param {Organiser_Ticket_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_ticket_status_cancelled = /** @type {((inputs?: Organiser_Ticket_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Ticket_Status_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_ticket_status_cancelled(inputs)
	if (locale === "fr") return fr_organiser_ticket_status_cancelled(inputs)
	return en_organiser_ticket_status_cancelled(inputs)
});