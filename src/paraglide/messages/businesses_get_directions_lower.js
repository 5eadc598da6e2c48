/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Get_Directions_LowerInputs */

const en_businesses_get_directions_lower = /** @type {(inputs: Businesses_Get_Directions_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get directions`)
};

const es_businesses_get_directions_lower = /** @type {(inputs: Businesses_Get_Directions_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener indicaciones`)
};

const fr_businesses_get_directions_lower = /** @type {(inputs: Businesses_Get_Directions_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Get directions" |
*
* @param {Businesses_Get_Directions_LowerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_get_directions_lower = /** @type {((inputs?: Businesses_Get_Directions_LowerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Get_Directions_LowerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_get_directions_lower(inputs)
	if (locale === "fr") return fr_businesses_get_directions_lower(inputs)
	return en_businesses_get_directions_lower(inputs)
});