/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Trip_Walk_ShortInputs */

const en_trip_walk_short = /** @type {(inputs: Trip_Walk_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.minutes} min walk from the previous stop`)
};

const es_trip_walk_short = /** @type {(inputs: Trip_Walk_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unos ${i?.minutes} min a pie desde la parada anterior`)
};

const fr_trip_walk_short = /** @type {(inputs: Trip_Walk_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Environ ${i?.minutes} min à pied depuis l’étape précédente`)
};

/**
* | output |
* | --- |
* | "About {minutes} min walk from the previous stop" |
*
* @param {Trip_Walk_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_walk_short = /** @type {((inputs: Trip_Walk_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Walk_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_walk_short(inputs)
	if (locale === "fr") return fr_trip_walk_short(inputs)
	return en_trip_walk_short(inputs)
});