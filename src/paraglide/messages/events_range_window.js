/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Events_Range_WindowInputs */

const en_events_range_window = /** @type {(inputs: Events_Range_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}`)
};

const es_events_range_window = /** @type {(inputs: Events_Range_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.from} al ${i?.to}`)
};

const fr_events_range_window = /** @type {(inputs: Events_Range_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.from} au ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Events_Range_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_range_window = /** @type {((inputs: Events_Range_WindowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Range_WindowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_range_window(inputs)
	if (locale === "fr") return fr_events_range_window(inputs)
	return en_events_range_window(inputs)
});