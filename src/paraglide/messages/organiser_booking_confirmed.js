/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_ConfirmedInputs */

const en_organiser_booking_confirmed = /** @type {(inputs: Organiser_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking confirmed`)
};

const es_organiser_booking_confirmed = /** @type {(inputs: Organiser_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva confirmada`)
};

const fr_organiser_booking_confirmed = /** @type {(inputs: Organiser_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation confirmée`)
};

/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Organiser_Booking_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_confirmed = /** @type {((inputs?: Organiser_Booking_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_ConfirmedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_confirmed(inputs)
	if (locale === "fr") return fr_organiser_booking_confirmed(inputs)
	return en_organiser_booking_confirmed(inputs)
});