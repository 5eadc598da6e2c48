/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Map_NounsInputs */

const en_trip_map_nouns = /** @type {(inputs: Trip_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stops`)
};

const es_trip_map_nouns = /** @type {(inputs: Trip_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paradas`)
};

const fr_trip_map_nouns = /** @type {(inputs: Trip_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`étapes`)
};

/**
* | output |
* | --- |
* | "stops" |
*
* @param {Trip_Map_NounsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_nouns = /** @type {((inputs?: Trip_Map_NounsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_NounsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_nouns(inputs)
	if (locale === "fr") return fr_trip_map_nouns(inputs)
	return en_trip_map_nouns(inputs)
});