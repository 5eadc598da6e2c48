/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Recent_BookingsInputs */

const en_organiser_recent_bookings = /** @type {(inputs: Organiser_Recent_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent bookings`)
};

const es_organiser_recent_bookings = /** @type {(inputs: Organiser_Recent_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas recientes`)
};

const fr_organiser_recent_bookings = /** @type {(inputs: Organiser_Recent_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations récentes`)
};

/**
* | output |
* | --- |
* | "Recent bookings" |
*
* @param {Organiser_Recent_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_recent_bookings = /** @type {((inputs?: Organiser_Recent_BookingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Recent_BookingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_recent_bookings(inputs)
	if (locale === "fr") return fr_organiser_recent_bookings(inputs)
	return en_organiser_recent_bookings(inputs)
});