/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Booking_ErrorInputs */

const en_businesses_booking_error = /** @type {(inputs: Businesses_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Error`)
};

const es_businesses_booking_error = /** @type {(inputs: Businesses_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error en la reserva`)
};

const fr_businesses_booking_error = /** @type {(inputs: Businesses_Booking_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de réservation`)
};

/**
* | output |
* | --- |
* | "Booking Error" |
*
* @param {Businesses_Booking_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_booking_error = /** @type {((inputs?: Businesses_Booking_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Booking_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_booking_error(inputs)
	if (locale === "fr") return fr_businesses_booking_error(inputs)
	return en_businesses_booking_error(inputs)
});