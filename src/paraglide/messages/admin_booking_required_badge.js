/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Required_BadgeInputs */

const en_admin_booking_required_badge = /** @type {(inputs: Admin_Booking_Required_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Required`)
};

const es_admin_booking_required_badge = /** @type {(inputs: Admin_Booking_Required_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requiere reserva`)
};

const fr_admin_booking_required_badge = /** @type {(inputs: Admin_Booking_Required_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation obligatoire`)
};

/**
* | output |
* | --- |
* | "Booking Required" |
*
* @param {Admin_Booking_Required_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_required_badge = /** @type {((inputs?: Admin_Booking_Required_BadgeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Required_BadgeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_booking_required_badge(inputs)
	if (locale === "fr") return fr_admin_booking_required_badge(inputs)
	return en_admin_booking_required_badge(inputs)
});