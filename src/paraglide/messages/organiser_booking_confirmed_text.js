/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Confirmed_TextInputs */

const en_organiser_booking_confirmed_text = /** @type {(inputs: Organiser_Booking_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your place is confirmed. The details are in your email.`)
};

const es_organiser_booking_confirmed_text = /** @type {(inputs: Organiser_Booking_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lugar está confirmado. Te enviamos los detalles por correo.`)
};

const fr_organiser_booking_confirmed_text = /** @type {(inputs: Organiser_Booking_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place est confirmée. Vous trouverez les détails dans votre e-mail.`)
};

/**
* | output |
* | --- |
* | "Your place is confirmed. The details are in your email." |
*
* @param {Organiser_Booking_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_confirmed_text = /** @type {((inputs?: Organiser_Booking_Confirmed_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Confirmed_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_confirmed_text(inputs)
	if (locale === "fr") return fr_organiser_booking_confirmed_text(inputs)
	return en_organiser_booking_confirmed_text(inputs)
});