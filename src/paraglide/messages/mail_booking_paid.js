/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Booking_PaidInputs */

const en_mail_booking_paid = /** @type {(inputs: Mail_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid: ${i?.amount}`)
};

const es_mail_booking_paid = /** @type {(inputs: Mail_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagado: ${i?.amount}`)
};

const fr_mail_booking_paid = /** @type {(inputs: Mail_Booking_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payé : ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Paid: {amount}" |
*
* @param {Mail_Booking_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_paid = /** @type {((inputs: Mail_Booking_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_paid(inputs)
	if (locale === "fr") return fr_mail_booking_paid(inputs)
	return en_mail_booking_paid(inputs)
});