/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Map_LabelInputs */

const en_businesses_map_label = /** @type {(inputs: Businesses_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of these businesses`)
};

const es_businesses_map_label = /** @type {(inputs: Businesses_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de estos negocios`)
};

const fr_businesses_map_label = /** @type {(inputs: Businesses_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de ces adresses`)
};

/**
* | output |
* | --- |
* | "Map of these businesses" |
*
* @param {Businesses_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_label = /** @type {((inputs?: Businesses_Map_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_label(inputs)
	if (locale === "fr") return fr_businesses_map_label(inputs)
	return en_businesses_map_label(inputs)
});