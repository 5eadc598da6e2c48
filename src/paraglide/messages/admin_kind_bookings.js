/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Kind_BookingsInputs */

const en_admin_kind_bookings = /** @type {(inputs: Admin_Kind_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const es_admin_kind_bookings = /** @type {(inputs: Admin_Kind_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas`)
};

const fr_admin_kind_bookings = /** @type {(inputs: Admin_Kind_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Admin_Kind_BookingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_kind_bookings = /** @type {((inputs?: Admin_Kind_BookingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Kind_BookingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_kind_bookings(inputs)
	if (locale === "fr") return fr_admin_kind_bookings(inputs)
	return en_admin_kind_bookings(inputs)
});