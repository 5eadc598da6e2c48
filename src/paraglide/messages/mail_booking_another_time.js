/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Booking_Another_TimeInputs */

const en_mail_booking_another_time = /** @type {(inputs: Mail_Booking_Another_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book another time: ${i?.link}`)
};

const es_mail_booking_another_time = /** @type {(inputs: Mail_Booking_Another_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reserva otro horario: ${i?.link}`)
};

const fr_mail_booking_another_time = /** @type {(inputs: Mail_Booking_Another_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservez un autre créneau : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Book another time: {link}" |
*
* @param {Mail_Booking_Another_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_another_time = /** @type {((inputs: Mail_Booking_Another_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_Another_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_another_time(inputs)
	if (locale === "fr") return fr_mail_booking_another_time(inputs)
	return en_mail_booking_another_time(inputs)
});