/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Cancelled_TitleInputs */

const en_organiser_booking_cancelled_title = /** @type {(inputs: Organiser_Booking_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled`)
};

const es_organiser_booking_cancelled_title = /** @type {(inputs: Organiser_Booking_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva cancelada`)
};

const fr_organiser_booking_cancelled_title = /** @type {(inputs: Organiser_Booking_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation annulée`)
};

/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Organiser_Booking_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_cancelled_title = /** @type {((inputs?: Organiser_Booking_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_cancelled_title(inputs)
	if (locale === "fr") return fr_organiser_booking_cancelled_title(inputs)
	return en_organiser_booking_cancelled_title(inputs)
});