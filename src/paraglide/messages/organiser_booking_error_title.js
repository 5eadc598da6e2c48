/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Error_TitleInputs */

const en_organiser_booking_error_title = /** @type {(inputs: Organiser_Booking_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Error`)
};

const es_organiser_booking_error_title = /** @type {(inputs: Organiser_Booking_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de reserva`)
};

const fr_organiser_booking_error_title = /** @type {(inputs: Organiser_Booking_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de réservation`)
};

/**
* | output |
* | --- |
* | "Booking Error" |
*
* @param {Organiser_Booking_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_error_title = /** @type {((inputs?: Organiser_Booking_Error_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Error_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_error_title(inputs)
	if (locale === "fr") return fr_organiser_booking_error_title(inputs)
	return en_organiser_booking_error_title(inputs)
});