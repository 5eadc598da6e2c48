/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Events_Ticket_QrInputs */

const en_events_ticket_qr = /** @type {(inputs: Events_Ticket_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of ticket ${i?.code}`)
};

const es_events_ticket_qr = /** @type {(inputs: Events_Ticket_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR del boleto ${i?.code}`)
};

const fr_events_ticket_qr = /** @type {(inputs: Events_Ticket_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code du billet ${i?.code}`)
};

/**
* | output |
* | --- |
* | "QR code of ticket {code}" |
*
* @param {Events_Ticket_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_qr = /** @type {((inputs: Events_Ticket_QrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_QrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_qr(inputs)
	if (locale === "fr") return fr_events_ticket_qr(inputs)
	return en_events_ticket_qr(inputs)
});