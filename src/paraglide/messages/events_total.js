/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Events_TotalInputs */

const en_events_total = /** @type {(inputs: Events_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.amount}`)
};

const es_events_total = /** @type {(inputs: Events_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total a pagar: ${i?.amount}`)
};

const fr_events_total = /** @type {(inputs: Events_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total : ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Total: {amount}" |
*
* @param {Events_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_total = /** @type {((inputs: Events_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_total(inputs)
	if (locale === "fr") return fr_events_total(inputs)
	return en_events_total(inputs)
});