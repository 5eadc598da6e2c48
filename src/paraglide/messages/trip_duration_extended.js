/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Duration_ExtendedInputs */

const en_trip_duration_extended = /** @type {(inputs: Trip_Duration_ExtendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extended Stay`)
};

const es_trip_duration_extended = /** @type {(inputs: Trip_Duration_ExtendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadía larga`)
};

const fr_trip_duration_extended = /** @type {(inputs: Trip_Duration_ExtendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Long séjour`)
};

/**
* | output |
* | --- |
* | "Extended Stay" |
*
* @param {Trip_Duration_ExtendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_duration_extended = /** @type {((inputs?: Trip_Duration_ExtendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Duration_ExtendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_duration_extended(inputs)
	if (locale === "fr") return fr_trip_duration_extended(inputs)
	return en_trip_duration_extended(inputs)
});