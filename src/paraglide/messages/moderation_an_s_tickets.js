/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_TicketsInputs */

const en_moderation_an_s_tickets = /** @type {(inputs: Moderation_An_S_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

const es_moderation_an_s_tickets = /** @type {(inputs: Moderation_An_S_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletos`)
};

const fr_moderation_an_s_tickets = /** @type {(inputs: Moderation_An_S_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billets`)
};

/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Moderation_An_S_TicketsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_tickets = /** @type {((inputs?: Moderation_An_S_TicketsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_TicketsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_tickets(inputs)
	if (locale === "fr") return fr_moderation_an_s_tickets(inputs)
	return en_moderation_an_s_tickets(inputs)
});