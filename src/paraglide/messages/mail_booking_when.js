/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, minutes: NonNullable<unknown> }} Mail_Booking_WhenInputs */

const en_mail_booking_when = /** @type {(inputs: Mail_Booking_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when} (New York time), ${i?.minutes} minutes`)
};

const es_mail_booking_when = /** @type {(inputs: Mail_Booking_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuándo: ${i?.when} (hora de Nueva York), ${i?.minutes} minutos`)
};

const fr_mail_booking_when = /** @type {(inputs: Mail_Booking_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quand : ${i?.when} (heure de New York), ${i?.minutes} minutes`)
};

/**
* | output |
* | --- |
* | "When: {when} (New York time), {minutes} minutes" |
*
* @param {Mail_Booking_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_when = /** @type {((inputs: Mail_Booking_WhenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_WhenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_when(inputs)
	if (locale === "fr") return fr_mail_booking_when(inputs)
	return en_mail_booking_when(inputs)
});