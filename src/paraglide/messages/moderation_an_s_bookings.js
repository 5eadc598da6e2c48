/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_BookingsInputs */

const en_moderation_an_s_bookings = /** @type {(inputs: Moderation_An_S_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const es_moderation_an_s_bookings = /** @type {(inputs: Moderation_An_S_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas`)
};

const fr_moderation_an_s_bookings = /** @type {(inputs: Moderation_An_S_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Moderation_An_S_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_bookings = /** @type {((inputs?: Moderation_An_S_BookingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_BookingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_bookings(inputs)
	if (locale === "fr") return fr_moderation_an_s_bookings(inputs)
	return en_moderation_an_s_bookings(inputs)
});