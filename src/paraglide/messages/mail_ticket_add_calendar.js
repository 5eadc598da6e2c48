/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Ticket_Add_CalendarInputs */

const en_mail_ticket_add_calendar = /** @type {(inputs: Mail_Ticket_Add_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add it to your calendar: open the attached file, or ${i?.link}`)
};

const es_mail_ticket_add_calendar = /** @type {(inputs: Mail_Ticket_Add_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agrégala a tu calendario: abre el archivo adjunto o ${i?.link}`)
};

const fr_mail_ticket_add_calendar = /** @type {(inputs: Mail_Ticket_Add_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez-le à votre agenda : ouvrez le fichier joint, ou ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Add it to your calendar: open the attached file, or {link}" |
*
* @param {Mail_Ticket_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_add_calendar = /** @type {((inputs: Mail_Ticket_Add_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_Add_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_add_calendar(inputs)
	if (locale === "fr") return fr_mail_ticket_add_calendar(inputs)
	return en_mail_ticket_add_calendar(inputs)
});