/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, service: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Booking_Cancelled_BodyInputs */

const en_mail_booking_cancelled_body = /** @type {(inputs: Mail_Booking_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} had to cancel your booking for ${i?.service} on ${i?.when} (New York time).`)
};

const es_mail_booking_cancelled_body = /** @type {(inputs: Mail_Booking_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} tuvo que cancelar tu reserva de ${i?.service} del ${i?.when} (hora de Nueva York).`)
};

const fr_mail_booking_cancelled_body = /** @type {(inputs: Mail_Booking_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} a dû annuler votre réservation pour ${i?.service} du ${i?.when} (heure de New York).`)
};

/**
* | output |
* | --- |
* | "{business} had to cancel your booking for {service} on {when} (New York time)." |
*
* @param {Mail_Booking_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_cancelled_body = /** @type {((inputs: Mail_Booking_Cancelled_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_Cancelled_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_cancelled_body(inputs)
	if (locale === "fr") return fr_mail_booking_cancelled_body(inputs)
	return en_mail_booking_cancelled_body(inputs)
});