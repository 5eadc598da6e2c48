/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_BookingInputs */

const en_admin_payment_booking = /** @type {(inputs: Admin_Payment_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking:`)
};

const es_admin_payment_booking = /** @type {(inputs: Admin_Payment_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva:`)
};

const fr_admin_payment_booking = /** @type {(inputs: Admin_Payment_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation :`)
};

/**
* | output |
* | --- |
* | "Booking:" |
*
* @param {Admin_Payment_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_booking = /** @type {((inputs?: Admin_Payment_BookingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_BookingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_booking(inputs)
	if (locale === "fr") return fr_admin_payment_booking(inputs)
	return en_admin_payment_booking(inputs)
});