/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_Status_UsedInputs */

const en_events_ticket_status_used = /** @type {(inputs: Events_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

const es_events_ticket_status_used = /** @type {(inputs: Events_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya usado en la entrada`)
};

const fr_events_ticket_status_used = /** @type {(inputs: Events_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà présenté à l’entrée`)
};

/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Events_Ticket_Status_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_status_used = /** @type {((inputs?: Events_Ticket_Status_UsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_Status_UsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_status_used(inputs)
	if (locale === "fr") return fr_events_ticket_status_used(inputs)
	return en_events_ticket_status_used(inputs)
});