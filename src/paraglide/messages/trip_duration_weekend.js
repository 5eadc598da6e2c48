/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Duration_WeekendInputs */

const en_trip_duration_weekend = /** @type {(inputs: Trip_Duration_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekend`)
};

const es_trip_duration_weekend = /** @type {(inputs: Trip_Duration_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de semana`)
};

const fr_trip_duration_weekend = /** @type {(inputs: Trip_Duration_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week-end`)
};

/**
* | output |
* | --- |
* | "Weekend" |
*
* @param {Trip_Duration_WeekendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_duration_weekend = /** @type {((inputs?: Trip_Duration_WeekendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Duration_WeekendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_duration_weekend(inputs)
	if (locale === "fr") return fr_trip_duration_weekend(inputs)
	return en_trip_duration_weekend(inputs)
});