/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Booking_Calendar_AttachedInputs */

const en_mail_booking_calendar_attached = /** @type {(inputs: Mail_Booking_Calendar_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The calendar file attached adds it to your calendar.`)
};

const es_mail_booking_calendar_attached = /** @type {(inputs: Mail_Booking_Calendar_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo de calendario adjunto la agrega a tu calendario.`)
};

const fr_mail_booking_calendar_attached = /** @type {(inputs: Mail_Booking_Calendar_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier d’agenda joint l’ajoute à votre agenda.`)
};

/**
* | output |
* | --- |
* | "The calendar file attached adds it to your calendar." |
*
* @param {Mail_Booking_Calendar_AttachedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_calendar_attached = /** @type {((inputs?: Mail_Booking_Calendar_AttachedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_Calendar_AttachedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_calendar_attached(inputs)
	if (locale === "fr") return fr_mail_booking_calendar_attached(inputs)
	return en_mail_booking_calendar_attached(inputs)
});