/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Dashboard_Seat_HeldInputs */

const en_dashboard_seat_held = /** @type {(inputs: Dashboard_Seat_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is held for you until ${i?.when}`)
};

const es_dashboard_seat_held = /** @type {(inputs: Dashboard_Seat_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tienes un lugar reservado hasta el ${i?.when}`)
};

const fr_dashboard_seat_held = /** @type {(inputs: Dashboard_Seat_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place vous est réservée jusqu’au ${i?.when}`)
};

/**
* | output |
* | --- |
* | "A seat is held for you until {when}" |
*
* @param {Dashboard_Seat_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_seat_held = /** @type {((inputs: Dashboard_Seat_HeldInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Seat_HeldInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_seat_held(inputs)
	if (locale === "fr") return fr_dashboard_seat_held(inputs)
	return en_dashboard_seat_held(inputs)
});