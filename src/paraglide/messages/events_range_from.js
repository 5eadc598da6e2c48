/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Range_FromInputs */

const en_events_range_from = /** @type {(inputs: Events_Range_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_events_range_from = /** @type {(inputs: Events_Range_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const fr_events_range_from = /** @type {(inputs: Events_Range_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Events_Range_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_range_from = /** @type {((inputs?: Events_Range_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Range_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_range_from(inputs)
	if (locale === "fr") return fr_events_range_from(inputs)
	return en_events_range_from(inputs)
});