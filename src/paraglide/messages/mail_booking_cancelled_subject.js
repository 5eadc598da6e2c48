/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Booking_Cancelled_SubjectInputs */

const en_mail_booking_cancelled_subject = /** @type {(inputs: Mail_Booking_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.service} at ${i?.business}`)
};

const es_mail_booking_cancelled_subject = /** @type {(inputs: Mail_Booking_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reserva cancelada: ${i?.service} en ${i?.business}`)
};

const fr_mail_booking_cancelled_subject = /** @type {(inputs: Mail_Booking_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation annulée : ${i?.service} chez ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {service} at {business}" |
*
* @param {Mail_Booking_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_cancelled_subject = /** @type {((inputs: Mail_Booking_Cancelled_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_Cancelled_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_cancelled_subject(inputs)
	if (locale === "fr") return fr_mail_booking_cancelled_subject(inputs)
	return en_mail_booking_cancelled_subject(inputs)
});