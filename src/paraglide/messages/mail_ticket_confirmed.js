/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Ticket_ConfirmedInputs */

const en_mail_ticket_confirmed = /** @type {(inputs: Mail_Ticket_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ticket for ${i?.title} is confirmed. We received ${i?.amount}.`)
};

const es_mail_ticket_confirmed = /** @type {(inputs: Mail_Ticket_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu entrada para ${i?.title} está confirmada. Recibimos ${i?.amount}.`)
};

const fr_mail_ticket_confirmed = /** @type {(inputs: Mail_Ticket_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre billet pour ${i?.title} est confirmé. Nous avons bien reçu ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "Your ticket for {title} is confirmed. We received {amount}." |
*
* @param {Mail_Ticket_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_confirmed = /** @type {((inputs: Mail_Ticket_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_ConfirmedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_confirmed(inputs)
	if (locale === "fr") return fr_mail_ticket_confirmed(inputs)
	return en_mail_ticket_confirmed(inputs)
});