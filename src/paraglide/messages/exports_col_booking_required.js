/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Booking_RequiredInputs */

const en_exports_col_booking_required = /** @type {(inputs: Exports_Col_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`booking required`)
};

const es_exports_col_booking_required = /** @type {(inputs: Exports_Col_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`requiere reserva`)
};

const fr_exports_col_booking_required = /** @type {(inputs: Exports_Col_Booking_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`réservation obligatoire`)
};

/**
* | output |
* | --- |
* | "booking required" |
*
* @param {Exports_Col_Booking_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_booking_required = /** @type {((inputs?: Exports_Col_Booking_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Booking_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_booking_required(inputs)
	if (locale === "fr") return fr_exports_col_booking_required(inputs)
	return en_exports_col_booking_required(inputs)
});