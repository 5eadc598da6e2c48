/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Booking_ConfirmedInputs */

const en_mail_booking_confirmed = /** @type {(inputs: Mail_Booking_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place is confirmed: ${i?.service} at ${i?.business}.`)
};

const es_mail_booking_confirmed = /** @type {(inputs: Mail_Booking_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu lugar está confirmado: ${i?.service} en ${i?.business}.`)
};

const fr_mail_booking_confirmed = /** @type {(inputs: Mail_Booking_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre place est confirmée : ${i?.service} chez ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "Your place is confirmed: {service} at {business}." |
*
* @param {Mail_Booking_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_confirmed = /** @type {((inputs: Mail_Booking_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_ConfirmedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_confirmed(inputs)
	if (locale === "fr") return fr_mail_booking_confirmed(inputs)
	return en_mail_booking_confirmed(inputs)
});