/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Get_DirectionsInputs */

const en_businesses_get_directions = /** @type {(inputs: Businesses_Get_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Directions`)
};

const es_businesses_get_directions = /** @type {(inputs: Businesses_Get_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

const fr_businesses_get_directions = /** @type {(inputs: Businesses_Get_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Get Directions" |
*
* @param {Businesses_Get_DirectionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_get_directions = /** @type {((inputs?: Businesses_Get_DirectionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Get_DirectionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_get_directions(inputs)
	if (locale === "fr") return fr_businesses_get_directions(inputs)
	return en_businesses_get_directions(inputs)
});