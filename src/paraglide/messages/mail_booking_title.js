/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Booking_TitleInputs */

const en_mail_booking_title = /** @type {(inputs: Mail_Booking_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} at ${i?.business}`)
};

const es_mail_booking_title = /** @type {(inputs: Mail_Booking_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} en ${i?.business}`)
};

const fr_mail_booking_title = /** @type {(inputs: Mail_Booking_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} chez ${i?.business}`)
};

/**
* | output |
* | --- |
* | "{service} at {business}" |
*
* @param {Mail_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_title = /** @type {((inputs: Mail_Booking_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_title(inputs)
	if (locale === "fr") return fr_mail_booking_title(inputs)
	return en_mail_booking_title(inputs)
});