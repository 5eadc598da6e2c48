/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Map_HideInputs */

const en_trip_map_hide = /** @type {(inputs: Trip_Map_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide map`)
};

const es_trip_map_hide = /** @type {(inputs: Trip_Map_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar mapa`)
};

const fr_trip_map_hide = /** @type {(inputs: Trip_Map_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer la carte`)
};

/**
* | output |
* | --- |
* | "Hide map" |
*
* @param {Trip_Map_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_hide = /** @type {((inputs?: Trip_Map_HideInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_HideInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_hide(inputs)
	if (locale === "fr") return fr_trip_map_hide(inputs)
	return en_trip_map_hide(inputs)
});