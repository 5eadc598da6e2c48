/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_BookingsInputs */

const en_organiser_no_bookings = /** @type {(inputs: Organiser_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings yet.`)
};

const es_organiser_no_bookings = /** @type {(inputs: Organiser_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay reservas.`)
};

const fr_organiser_no_bookings = /** @type {(inputs: Organiser_No_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réservation pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No bookings yet." |
*
* @param {Organiser_No_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_bookings = /** @type {((inputs?: Organiser_No_BookingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_BookingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_bookings(inputs)
	if (locale === "fr") return fr_organiser_no_bookings(inputs)
	return en_organiser_no_bookings(inputs)
});