/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Your_BookingInputs */

const en_organiser_your_booking = /** @type {(inputs: Organiser_Your_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking`)
};

const es_organiser_your_booking = /** @type {(inputs: Organiser_Your_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reserva`)
};

const fr_organiser_your_booking = /** @type {(inputs: Organiser_Your_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation`)
};

/**
* | output |
* | --- |
* | "Your booking" |
*
* @param {Organiser_Your_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_your_booking = /** @type {((inputs?: Organiser_Your_BookingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Your_BookingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_your_booking(inputs)
	if (locale === "fr") return fr_organiser_your_booking(inputs)
	return en_organiser_your_booking(inputs)
});