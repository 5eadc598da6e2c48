/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_NeighborhoodInputs */

const en_places_prop_neighborhood = /** @type {(inputs: Places_Prop_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood`)
};

const es_places_prop_neighborhood = /** @type {(inputs: Places_Prop_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vecindario`)
};

const fr_places_prop_neighborhood = /** @type {(inputs: Places_Prop_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartier`)
};

/**
* | output |
* | --- |
* | "Neighborhood" |
*
* @param {Places_Prop_NeighborhoodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_neighborhood = /** @type {((inputs?: Places_Prop_NeighborhoodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_NeighborhoodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_neighborhood(inputs)
	if (locale === "fr") return fr_places_prop_neighborhood(inputs)
	return en_places_prop_neighborhood(inputs)
});