/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Ticket_SubjectInputs */

const en_mail_ticket_subject = /** @type {(inputs: Mail_Ticket_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ticket: ${i?.title}`)
};

const es_mail_ticket_subject = /** @type {(inputs: Mail_Ticket_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu entrada: ${i?.title}`)
};

const fr_mail_ticket_subject = /** @type {(inputs: Mail_Ticket_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre billet : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your ticket: {title}" |
*
* @param {Mail_Ticket_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_subject = /** @type {((inputs: Mail_Ticket_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_subject(inputs)
	if (locale === "fr") return fr_mail_ticket_subject(inputs)
	return en_mail_ticket_subject(inputs)
});