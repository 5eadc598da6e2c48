/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Type_ResidentialInputs */

const en_places_prop_type_residential = /** @type {(inputs: Places_Prop_Type_ResidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Residential`)
};

const es_places_prop_type_residential = /** @type {(inputs: Places_Prop_Type_ResidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Residencial`)
};

const fr_places_prop_type_residential = /** @type {(inputs: Places_Prop_Type_ResidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résidentiel`)
};

/**
* | output |
* | --- |
* | "Residential" |
*
* @param {Places_Prop_Type_ResidentialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_type_residential = /** @type {((inputs?: Places_Prop_Type_ResidentialInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Type_ResidentialInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_type_residential(inputs)
	if (locale === "fr") return fr_places_prop_type_residential(inputs)
	return en_places_prop_type_residential(inputs)
});