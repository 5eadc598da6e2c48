/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Ticket_Show_QrInputs */

const en_mail_ticket_show_qr = /** @type {(inputs: Mail_Ticket_Show_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show the QR code on your ticket at the door: ${i?.link}`)
};

const es_mail_ticket_show_qr = /** @type {(inputs: Mail_Ticket_Show_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Muestra el código QR de tu entrada en la puerta: ${i?.link}`)
};

const fr_mail_ticket_show_qr = /** @type {(inputs: Mail_Ticket_Show_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Présentez le code QR de votre billet à l’entrée : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Show the QR code on your ticket at the door: {link}" |
*
* @param {Mail_Ticket_Show_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_show_qr = /** @type {((inputs: Mail_Ticket_Show_QrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_Show_QrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_ticket_show_qr(inputs)
	if (locale === "fr") return fr_mail_ticket_show_qr(inputs)
	return en_mail_ticket_show_qr(inputs)
});