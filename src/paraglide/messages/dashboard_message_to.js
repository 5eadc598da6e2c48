/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Dashboard_Message_ToInputs */

const en_dashboard_message_to = /** @type {(inputs: Dashboard_Message_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.business}`)
};

const es_dashboard_message_to = /** @type {(inputs: Dashboard_Message_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para ${i?.business}`)
};

const fr_dashboard_message_to = /** @type {(inputs: Dashboard_Message_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ${i?.business}`)
};

/**
* | output |
* | --- |
* | "To {business}" |
*
* @param {Dashboard_Message_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_message_to = /** @type {((inputs: Dashboard_Message_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Message_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_message_to(inputs)
	if (locale === "fr") return fr_dashboard_message_to(inputs)
	return en_dashboard_message_to(inputs)
});