/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Trip_Reason_RatedInputs */

const en_trip_reason_rated = /** @type {(inputs: Trip_Reason_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating}`)
};

const es_trip_reason_rated = /** @type {(inputs: Trip_Reason_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calificación: ${i?.rating}`)
};

const fr_trip_reason_rated = /** @type {(inputs: Trip_Reason_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note : ${i?.rating}`)
};

/**
* | output |
* | --- |
* | "Rated {rating}" |
*
* @param {Trip_Reason_RatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_rated = /** @type {((inputs: Trip_Reason_RatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_RatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_rated(inputs)
	if (locale === "fr") return fr_trip_reason_rated(inputs)
	return en_trip_reason_rated(inputs)
});