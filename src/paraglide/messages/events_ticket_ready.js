/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ticket_ReadyInputs */

const en_events_ticket_ready = /** @type {(inputs: Events_Ticket_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid. Your ticket with its QR code is ready, and on its way by email.`)
};

const es_events_ticket_ready = /** @type {(inputs: Events_Ticket_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado. Tu boleto con su código QR está listo y va en camino a tu correo.`)
};

const fr_events_ticket_ready = /** @type {(inputs: Events_Ticket_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé. Votre billet et son QR code sont prêts, et arrivent par e-mail.`)
};

/**
* | output |
* | --- |
* | "Paid. Your ticket with its QR code is ready, and on its way by email." |
*
* @param {Events_Ticket_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_ticket_ready = /** @type {((inputs?: Events_Ticket_ReadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ticket_ReadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_ticket_ready(inputs)
	if (locale === "fr") return fr_events_ticket_ready(inputs)
	return en_events_ticket_ready(inputs)
});