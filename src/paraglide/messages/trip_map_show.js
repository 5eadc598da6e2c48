/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Map_ShowInputs */

const en_trip_map_show = /** @type {(inputs: Trip_Map_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show map`)
};

const es_trip_map_show = /** @type {(inputs: Trip_Map_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver mapa`)
};

const fr_trip_map_show = /** @type {(inputs: Trip_Map_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher la carte`)
};

/**
* | output |
* | --- |
* | "Show map" |
*
* @param {Trip_Map_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_show = /** @type {((inputs?: Trip_Map_ShowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_ShowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_show(inputs)
	if (locale === "fr") return fr_trip_map_show(inputs)
	return en_trip_map_show(inputs)
});