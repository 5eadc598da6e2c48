/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Booking_CancelledInputs */

const en_organiser_msg_booking_cancelled = /** @type {(inputs: Organiser_Msg_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking was cancelled and the guest emailed; a paid booking is refunded.`)
};

const es_organiser_msg_booking_cancelled = /** @type {(inputs: Organiser_Msg_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reserva se canceló y se le avisó al cliente por correo; si estaba pagada, se reembolsa.`)
};

const fr_organiser_msg_booking_cancelled = /** @type {(inputs: Organiser_Msg_Booking_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réservation a été annulée et le client prévenu par e-mail ; une réservation payée est remboursée.`)
};

/**
* | output |
* | --- |
* | "The booking was cancelled and the guest emailed; a paid booking is refunded." |
*
* @param {Organiser_Msg_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_booking_cancelled = /** @type {((inputs?: Organiser_Msg_Booking_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Booking_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_booking_cancelled(inputs)
	if (locale === "fr") return fr_organiser_msg_booking_cancelled(inputs)
	return en_organiser_msg_booking_cancelled(inputs)
});