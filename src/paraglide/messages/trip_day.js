/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, date: NonNullable<unknown> }} Trip_DayInputs */

const en_trip_day = /** @type {(inputs: Trip_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.number} · ${i?.date}`)
};

const es_trip_day = /** @type {(inputs: Trip_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.number} · ${i?.date}`)
};

const fr_trip_day = /** @type {(inputs: Trip_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jour ${i?.number} · ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Day {number} · {date}" |
*
* @param {Trip_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_day = /** @type {((inputs: Trip_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_day(inputs)
	if (locale === "fr") return fr_trip_day(inputs)
	return en_trip_day(inputs)
});