/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_RefundedInputs */

const en_organiser_booking_refunded = /** @type {(inputs: Organiser_Booking_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking refunded`)
};

const es_organiser_booking_refunded = /** @type {(inputs: Organiser_Booking_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva reembolsada`)
};

const fr_organiser_booking_refunded = /** @type {(inputs: Organiser_Booking_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation remboursée`)
};

/**
* | output |
* | --- |
* | "Booking refunded" |
*
* @param {Organiser_Booking_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_refunded = /** @type {((inputs?: Organiser_Booking_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_refunded(inputs)
	if (locale === "fr") return fr_organiser_booking_refunded(inputs)
	return en_organiser_booking_refunded(inputs)
});