/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ticket_OpenInputs */

const en_mail_ticket_open = /** @type {(inputs: Mail_Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your ticket`)
};

const es_mail_ticket_open = /** @type {(inputs: Mail_Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir tu entrada`)
};

const fr_mail_ticket_open = /** @type {(inputs: Mail_Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir votre billet`)
};

/**
* | output |
* | --- |
* | "Open your ticket" |
*
* @param {Mail_Ticket_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_open = /** @type {((inputs?: Mail_Ticket_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_open(inputs)
	if (locale === "fr") return fr_mail_ticket_open(inputs)
	return en_mail_ticket_open(inputs)
});