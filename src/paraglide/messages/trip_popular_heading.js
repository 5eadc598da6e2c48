/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Popular_HeadingInputs */

const en_trip_popular_heading = /** @type {(inputs: Trip_Popular_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular Itineraries`)
};

const es_trip_popular_heading = /** @type {(inputs: Trip_Popular_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerarios populares`)
};

const fr_trip_popular_heading = /** @type {(inputs: Trip_Popular_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraires populaires`)
};

/**
* | output |
* | --- |
* | "Popular Itineraries" |
*
* @param {Trip_Popular_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_heading = /** @type {((inputs?: Trip_Popular_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_heading(inputs)
	if (locale === "fr") return fr_trip_popular_heading(inputs)
	return en_trip_popular_heading(inputs)
});