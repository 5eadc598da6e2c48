/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Inactive_TextInputs */

const en_organiser_booking_inactive_text = /** @type {(inputs: Organiser_Booking_Inactive_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was cancelled or not paid in time.`)
};

const es_organiser_booking_inactive_text = /** @type {(inputs: Organiser_Booking_Inactive_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reserva se canceló o no se pagó a tiempo.`)
};

const fr_organiser_booking_inactive_text = /** @type {(inputs: Organiser_Booking_Inactive_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation a été annulée ou n’a pas été payée à temps.`)
};

/**
* | output |
* | --- |
* | "This booking was cancelled or not paid in time." |
*
* @param {Organiser_Booking_Inactive_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_inactive_text = /** @type {((inputs?: Organiser_Booking_Inactive_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Inactive_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_inactive_text(inputs)
	if (locale === "fr") return fr_organiser_booking_inactive_text(inputs)
	return en_organiser_booking_inactive_text(inputs)
});