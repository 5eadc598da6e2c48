/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Decline_LabelInputs */

const en_dashboard_decline_label = /** @type {(inputs: Dashboard_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline the seat at ${i?.title}`)
};

const es_dashboard_decline_label = /** @type {(inputs: Dashboard_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar el lugar en ${i?.title}`)
};

const fr_dashboard_decline_label = /** @type {(inputs: Dashboard_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser la place à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Decline the seat at {title}" |
*
* @param {Dashboard_Decline_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_decline_label = /** @type {((inputs: Dashboard_Decline_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Decline_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_decline_label(inputs)
	if (locale === "fr") return fr_dashboard_decline_label(inputs)
	return en_dashboard_decline_label(inputs)
});