/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Cancel_FailedInputs */

const en_organiser_booking_cancel_failed = /** @type {(inputs: Organiser_Booking_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel the booking.`)
};

const es_organiser_booking_cancel_failed = /** @type {(inputs: Organiser_Booking_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la reserva.`)
};

const fr_organiser_booking_cancel_failed = /** @type {(inputs: Organiser_Booking_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’annuler la réservation.`)
};

/**
* | output |
* | --- |
* | "Failed to cancel the booking." |
*
* @param {Organiser_Booking_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_cancel_failed = /** @type {((inputs?: Organiser_Booking_Cancel_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Cancel_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_cancel_failed(inputs)
	if (locale === "fr") return fr_organiser_booking_cancel_failed(inputs)
	return en_organiser_booking_cancel_failed(inputs)
});