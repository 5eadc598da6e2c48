/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Confirm_Seat_LabelInputs */

const en_dashboard_confirm_seat_label = /** @type {(inputs: Dashboard_Confirm_Seat_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your seat at ${i?.title}`)
};

const es_dashboard_confirm_seat_label = /** @type {(inputs: Dashboard_Confirm_Seat_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmar lugar en ${i?.title}`)
};

const fr_dashboard_confirm_seat_label = /** @type {(inputs: Dashboard_Confirm_Seat_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmer la place à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Confirm your seat at {title}" |
*
* @param {Dashboard_Confirm_Seat_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_confirm_seat_label = /** @type {((inputs: Dashboard_Confirm_Seat_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Confirm_Seat_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_confirm_seat_label(inputs)
	if (locale === "fr") return fr_dashboard_confirm_seat_label(inputs)
	return en_dashboard_confirm_seat_label(inputs)
});