/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Popular_Stops_IncludeInputs */

const en_trip_popular_stops_include = /** @type {(inputs: Trip_Popular_Stops_IncludeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stops include `)
};

const es_trip_popular_stops_include = /** @type {(inputs: Trip_Popular_Stops_IncludeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paradas: `)
};

const fr_trip_popular_stops_include = /** @type {(inputs: Trip_Popular_Stops_IncludeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes : `)
};

/**
* | output |
* | --- |
* | "Stops include" |
*
* @param {Trip_Popular_Stops_IncludeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_stops_include = /** @type {((inputs?: Trip_Popular_Stops_IncludeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_Stops_IncludeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_stops_include(inputs)
	if (locale === "fr") return fr_trip_popular_stops_include(inputs)
	return en_trip_popular_stops_include(inputs)
});