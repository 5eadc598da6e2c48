/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Refunded_TextInputs */

const en_organiser_booking_refunded_text = /** @type {(inputs: Organiser_Booking_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was cancelled and refunded.`)
};

const es_organiser_booking_refunded_text = /** @type {(inputs: Organiser_Booking_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reserva se canceló y se reembolsó.`)
};

const fr_organiser_booking_refunded_text = /** @type {(inputs: Organiser_Booking_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation a été annulée et remboursée.`)
};

/**
* | output |
* | --- |
* | "This booking was cancelled and refunded." |
*
* @param {Organiser_Booking_Refunded_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_refunded_text = /** @type {((inputs?: Organiser_Booking_Refunded_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Refunded_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_refunded_text(inputs)
	if (locale === "fr") return fr_organiser_booking_refunded_text(inputs)
	return en_organiser_booking_refunded_text(inputs)
});