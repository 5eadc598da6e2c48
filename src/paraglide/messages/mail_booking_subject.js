/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Booking_SubjectInputs */

const en_mail_booking_subject = /** @type {(inputs: Mail_Booking_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked: ${i?.service} at ${i?.business}`)
};

const es_mail_booking_subject = /** @type {(inputs: Mail_Booking_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reserva confirmada: ${i?.service} en ${i?.business}`)
};

const fr_mail_booking_subject = /** @type {(inputs: Mail_Booking_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation confirmée : ${i?.service} chez ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Booked: {service} at {business}" |
*
* @param {Mail_Booking_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_subject = /** @type {((inputs: Mail_Booking_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_subject(inputs)
	if (locale === "fr") return fr_mail_booking_subject(inputs)
	return en_mail_booking_subject(inputs)
});