/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Map_PlainInputs */

const en_trip_map_plain = /** @type {(inputs: Trip_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No street map here: pins show where places are, relative to each other.`)
};

const es_trip_map_plain = /** @type {(inputs: Trip_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay mapa de calles: los marcadores muestran dónde están los lugares, unos respecto de otros.`)
};

const fr_trip_map_plain = /** @type {(inputs: Trip_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de plan des rues ici : les repères montrent où sont les lieux les uns par rapport aux autres.`)
};

/**
* | output |
* | --- |
* | "No street map here: pins show where places are, relative to each other." |
*
* @param {Trip_Map_PlainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_plain = /** @type {((inputs?: Trip_Map_PlainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_PlainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_plain(inputs)
	if (locale === "fr") return fr_trip_map_plain(inputs)
	return en_trip_map_plain(inputs)
});