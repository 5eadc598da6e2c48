/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_RequiredInputs */

const en_admin_booking_required = /** @type {(inputs: Admin_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking required`)
};

const es_admin_booking_required = /** @type {(inputs: Admin_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requiere reserva`)
};

const fr_admin_booking_required = /** @type {(inputs: Admin_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation obligatoire`)
};

/**
* | output |
* | --- |
* | "Booking required" |
*
* @param {Admin_Booking_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_required = /** @type {((inputs?: Admin_Booking_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_booking_required(inputs)
	if (locale === "fr") return fr_admin_booking_required(inputs)
	return en_admin_booking_required(inputs)
});