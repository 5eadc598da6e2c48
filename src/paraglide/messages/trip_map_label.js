/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Map_LabelInputs */

const en_trip_map_label = /** @type {(inputs: Trip_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the plan's stops`)
};

const es_trip_map_label = /** @type {(inputs: Trip_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de las paradas del plan`)
};

const fr_trip_map_label = /** @type {(inputs: Trip_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte des étapes du programme`)
};

/**
* | output |
* | --- |
* | "Map of the plan's stops" |
*
* @param {Trip_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_label = /** @type {((inputs?: Trip_Map_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_label(inputs)
	if (locale === "fr") return fr_trip_map_label(inputs)
	return en_trip_map_label(inputs)
});