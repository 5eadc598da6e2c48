/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_None_MatchInputs */

const en_places_prop_none_match = /** @type {(inputs: Places_Prop_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No properties match these filters`)
};

const es_places_prop_none_match = /** @type {(inputs: Places_Prop_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna propiedad coincide con estos filtros`)
};

const fr_places_prop_none_match = /** @type {(inputs: Places_Prop_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun bien ne correspond à ces filtres`)
};

/**
* | output |
* | --- |
* | "No properties match these filters" |
*
* @param {Places_Prop_None_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_none_match = /** @type {((inputs?: Places_Prop_None_MatchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_None_MatchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_none_match(inputs)
	if (locale === "fr") return fr_places_prop_none_match(inputs)
	return en_places_prop_none_match(inputs)
});