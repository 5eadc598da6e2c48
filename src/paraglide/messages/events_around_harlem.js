/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Around_HarlemInputs */

const en_events_around_harlem = /** @type {(inputs: Events_Around_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Around Harlem`)
};

const es_events_around_harlem = /** @type {(inputs: Events_Around_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otros lugares de Harlem`)
};

const fr_events_around_harlem = /** @type {(inputs: Events_Around_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ailleurs à Harlem`)
};

/**
* | output |
* | --- |
* | "Around Harlem" |
*
* @param {Events_Around_HarlemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_around_harlem = /** @type {((inputs?: Events_Around_HarlemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Around_HarlemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_around_harlem(inputs)
	if (locale === "fr") return fr_events_around_harlem(inputs)
	return en_events_around_harlem(inputs)
});