/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_HolderInputs */

const en_events_ticket_holder = /** @type {(inputs: Events_Ticket_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holder`)
};

const es_events_ticket_holder = /** @type {(inputs: Events_Ticket_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titular`)
};

const fr_events_ticket_holder = /** @type {(inputs: Events_Ticket_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titulaire`)
};

/**
* | output |
* | --- |
* | "Holder" |
*
* @param {Events_Ticket_HolderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_holder = /** @type {((inputs?: Events_Ticket_HolderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_HolderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_holder(inputs)
	if (locale === "fr") return fr_events_ticket_holder(inputs)
	return en_events_ticket_holder(inputs)
});