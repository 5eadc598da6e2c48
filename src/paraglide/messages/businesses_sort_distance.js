/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_DistanceInputs */

const en_businesses_sort_distance = /** @type {(inputs: Businesses_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance from you`)
};

const es_businesses_sort_distance = /** @type {(inputs: Businesses_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distancia desde donde estás`)
};

const fr_businesses_sort_distance = /** @type {(inputs: Businesses_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance depuis votre position`)
};

/**
* | output |
* | --- |
* | "Distance from you" |
*
* @param {Businesses_Sort_DistanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_distance = /** @type {((inputs?: Businesses_Sort_DistanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_DistanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_distance(inputs)
	if (locale === "fr") return fr_businesses_sort_distance(inputs)
	return en_businesses_sort_distance(inputs)
});