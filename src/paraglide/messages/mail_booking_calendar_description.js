/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Booking_Calendar_DescriptionInputs */

const en_mail_booking_calendar_description = /** @type {(inputs: Mail_Booking_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking: ${i?.link}`)
};

const es_mail_booking_calendar_description = /** @type {(inputs: Mail_Booking_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu reserva: ${i?.link}`)
};

const fr_mail_booking_calendar_description = /** @type {(inputs: Mail_Booking_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre réservation : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your booking: {link}" |
*
* @param {Mail_Booking_Calendar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_calendar_description = /** @type {((inputs: Mail_Booking_Calendar_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_Calendar_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_calendar_description(inputs)
	if (locale === "fr") return fr_mail_booking_calendar_description(inputs)
	return en_mail_booking_calendar_description(inputs)
});