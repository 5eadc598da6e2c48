/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown> }} Events_In_HarlemInputs */

const en_events_in_harlem = /** @type {(inputs: Events_In_HarlemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} in Harlem`)
};

const es_events_in_harlem = /** @type {(inputs: Events_In_HarlemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} en Harlem, ${i?.date}`)
};

const fr_events_in_harlem = /** @type {(inputs: Events_In_HarlemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} à Harlem, ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{title} in Harlem" |
*
* @param {Events_In_HarlemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_in_harlem = /** @type {((inputs: Events_In_HarlemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_In_HarlemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_in_harlem(inputs)
	if (locale === "fr") return fr_events_in_harlem(inputs)
	return en_events_in_harlem(inputs)
});