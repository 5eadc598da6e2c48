/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Leave_Waitlist_LabelInputs */

const en_dashboard_leave_waitlist_label = /** @type {(inputs: Dashboard_Leave_Waitlist_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave the waitlist for ${i?.title}`)
};

const es_dashboard_leave_waitlist_label = /** @type {(inputs: Dashboard_Leave_Waitlist_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salir de la lista de espera de ${i?.title}`)
};

const fr_dashboard_leave_waitlist_label = /** @type {(inputs: Dashboard_Leave_Waitlist_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitter la liste d’attente de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Leave the waitlist for {title}" |
*
* @param {Dashboard_Leave_Waitlist_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_leave_waitlist_label = /** @type {((inputs: Dashboard_Leave_Waitlist_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Leave_Waitlist_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_leave_waitlist_label(inputs)
	if (locale === "fr") return fr_dashboard_leave_waitlist_label(inputs)
	return en_dashboard_leave_waitlist_label(inputs)
});