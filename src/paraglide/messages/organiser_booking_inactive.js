/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_InactiveInputs */

const en_organiser_booking_inactive = /** @type {(inputs: Organiser_Booking_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking not active`)
};

const es_organiser_booking_inactive = /** @type {(inputs: Organiser_Booking_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva no vigente`)
};

const fr_organiser_booking_inactive = /** @type {(inputs: Organiser_Booking_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation inactive`)
};

/**
* | output |
* | --- |
* | "Booking not active" |
*
* @param {Organiser_Booking_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_inactive = /** @type {((inputs?: Organiser_Booking_InactiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_InactiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_inactive(inputs)
	if (locale === "fr") return fr_organiser_booking_inactive(inputs)
	return en_organiser_booking_inactive(inputs)
});