/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Duration_Half_DayInputs */

const en_trip_duration_half_day = /** @type {(inputs: Trip_Duration_Half_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Half Day`)
};

const es_trip_duration_half_day = /** @type {(inputs: Trip_Duration_Half_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio día`)
};

const fr_trip_duration_half_day = /** @type {(inputs: Trip_Duration_Half_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demi-journée`)
};

/**
* | output |
* | --- |
* | "Half Day" |
*
* @param {Trip_Duration_Half_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_duration_half_day = /** @type {((inputs?: Trip_Duration_Half_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Duration_Half_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_duration_half_day(inputs)
	if (locale === "fr") return fr_trip_duration_half_day(inputs)
	return en_trip_duration_half_day(inputs)
});