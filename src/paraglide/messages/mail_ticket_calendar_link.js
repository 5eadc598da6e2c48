/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ticket_Calendar_LinkInputs */

const en_mail_ticket_calendar_link = /** @type {(inputs: Mail_Ticket_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

const es_mail_ticket_calendar_link = /** @type {(inputs: Mail_Ticket_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar al calendario`)
};

const fr_mail_ticket_calendar_link = /** @type {(inputs: Mail_Ticket_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à l’agenda`)
};

/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Mail_Ticket_Calendar_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_calendar_link = /** @type {((inputs?: Mail_Ticket_Calendar_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_Calendar_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_calendar_link(inputs)
	if (locale === "fr") return fr_mail_ticket_calendar_link(inputs)
	return en_mail_ticket_calendar_link(inputs)
});