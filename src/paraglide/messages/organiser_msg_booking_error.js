/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Booking_ErrorInputs */

const en_organiser_msg_booking_error = /** @type {(inputs: Organiser_Msg_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Error: Failed to initiate booking payment.`)
};

const es_organiser_msg_booking_error = /** @type {(inputs: Organiser_Msg_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de reserva: no se pudo iniciar el pago de la reserva.`)
};

const fr_organiser_msg_booking_error = /** @type {(inputs: Organiser_Msg_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de réservation : impossible de lancer le paiement de la réservation.`)
};

/**
* | output |
* | --- |
* | "Booking Error: Failed to initiate booking payment." |
*
* @param {Organiser_Msg_Booking_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_booking_error = /** @type {((inputs?: Organiser_Msg_Booking_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Booking_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_booking_error(inputs)
	if (locale === "fr") return fr_organiser_msg_booking_error(inputs)
	return en_organiser_msg_booking_error(inputs)
});