/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Payments_ClosedInputs */

const en_events_msg_payments_closed = /** @type {(inputs: Events_Msg_Payments_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payment is not available on this site yet, so paid seats cannot be booked here. Nothing has been charged.`)
};

const es_events_msg_payments_closed = /** @type {(inputs: Events_Msg_Payments_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago en línea todavía no está disponible en este sitio, así que aquí no se pueden reservar lugares de pago. No se ha cobrado nada.`)
};

const fr_events_msg_payments_closed = /** @type {(inputs: Events_Msg_Payments_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement en ligne n’est pas encore disponible sur ce site, les places payantes ne peuvent donc pas être réservées ici. Rien n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Online payment is not available on this site yet, so paid seats cannot be booked here. Nothing has been charged." |
*
* @param {Events_Msg_Payments_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_payments_closed = /** @type {((inputs?: Events_Msg_Payments_ClosedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Payments_ClosedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_payments_closed(inputs)
	if (locale === "fr") return fr_events_msg_payments_closed(inputs)
	return en_events_msg_payments_closed(inputs)
});