/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Not_Found_TextInputs */

const en_organiser_booking_not_found_text = /** @type {(inputs: Organiser_Booking_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that booking on your account.`)
};

const es_organiser_booking_not_found_text = /** @type {(inputs: Organiser_Booking_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa reserva en tu cuenta.`)
};

const fr_organiser_booking_not_found_text = /** @type {(inputs: Organiser_Booking_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette réservation dans votre compte.`)
};

/**
* | output |
* | --- |
* | "We could not find that booking on your account." |
*
* @param {Organiser_Booking_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_not_found_text = /** @type {((inputs?: Organiser_Booking_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_not_found_text(inputs)
	if (locale === "fr") return fr_organiser_booking_not_found_text(inputs)
	return en_organiser_booking_not_found_text(inputs)
});