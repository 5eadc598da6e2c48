/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Ticket_Status_UsedInputs */

const en_organiser_ticket_status_used = /** @type {(inputs: Organiser_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`used`)
};

const es_organiser_ticket_status_used = /** @type {(inputs: Organiser_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ya usada`)
};

const fr_organiser_ticket_status_used = /** @type {(inputs: Organiser_Ticket_Status_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`déjà utilisé`)
};

/**
* | output |
* | --- |
* | "used" |
*
* @param {Organiser_Ticket_Status_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_ticket_status_used = /** @type {((inputs?: Organiser_Ticket_Status_UsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Ticket_Status_UsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_ticket_status_used(inputs)
	if (locale === "fr") return fr_organiser_ticket_status_used(inputs)
	return en_organiser_ticket_status_used(inputs)
});