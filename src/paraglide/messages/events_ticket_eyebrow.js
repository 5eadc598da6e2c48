/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_EyebrowInputs */

const en_events_ticket_eyebrow = /** @type {(inputs: Events_Ticket_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide ticket`)
};

const es_events_ticket_eyebrow = /** @type {(inputs: Events_Ticket_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boleto de Harlem Guide`)
};

const fr_events_ticket_eyebrow = /** @type {(inputs: Events_Ticket_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Harlem Guide ticket" |
*
* @param {Events_Ticket_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_eyebrow = /** @type {((inputs?: Events_Ticket_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_EyebrowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_eyebrow(inputs)
	if (locale === "fr") return fr_events_ticket_eyebrow(inputs)
	return en_events_ticket_eyebrow(inputs)
});