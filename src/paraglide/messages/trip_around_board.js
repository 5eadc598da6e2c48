/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Trip_Around_BoardInputs */

const en_trip_around_board = /** @type {(inputs: Trip_Around_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Around CB ${i?.number} · ${i?.name}`)
};

const es_trip_around_board = /** @type {(inputs: Trip_Around_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alrededor del CB ${i?.number} · ${i?.name}`)
};

const fr_trip_around_board = /** @type {(inputs: Trip_Around_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autour du CB ${i?.number} · ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Around CB {number} · {name}" |
*
* @param {Trip_Around_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_around_board = /** @type {((inputs: Trip_Around_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Around_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_around_board(inputs)
	if (locale === "fr") return fr_trip_around_board(inputs)
	return en_trip_around_board(inputs)
});