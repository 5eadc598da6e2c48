/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Map_UnavailableInputs */

const en_businesses_map_unavailable = /** @type {(inputs: Businesses_Map_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Unavailable`)
};

const es_businesses_map_unavailable = /** @type {(inputs: Businesses_Map_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa no disponible`)
};

const fr_businesses_map_unavailable = /** @type {(inputs: Businesses_Map_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte indisponible`)
};

/**
* | output |
* | --- |
* | "Map Unavailable" |
*
* @param {Businesses_Map_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_unavailable = /** @type {((inputs?: Businesses_Map_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_unavailable(inputs)
	if (locale === "fr") return fr_businesses_map_unavailable(inputs)
	return en_businesses_map_unavailable(inputs)
});