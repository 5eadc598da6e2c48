/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Required_CheckInputs */

const en_organiser_booking_required_check = /** @type {(inputs: Organiser_Booking_Required_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking required (guests register for a seat)`)
};

const es_organiser_booking_required_check = /** @type {(inputs: Organiser_Booking_Required_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requiere reserva (los asistentes se inscriben para tener un lugar)`)
};

const fr_organiser_booking_required_check = /** @type {(inputs: Organiser_Booking_Required_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation obligatoire (les participants s’inscrivent pour avoir une place)`)
};

/**
* | output |
* | --- |
* | "Booking required (guests register for a seat)" |
*
* @param {Organiser_Booking_Required_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_required_check = /** @type {((inputs?: Organiser_Booking_Required_CheckInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Required_CheckInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_required_check(inputs)
	if (locale === "fr") return fr_organiser_booking_required_check(inputs)
	return en_organiser_booking_required_check(inputs)
});