/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_All_TypesInputs */

const en_places_prop_all_types = /** @type {(inputs: Places_Prop_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All types`)
};

const es_places_prop_all_types = /** @type {(inputs: Places_Prop_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tipos`)
};

const fr_places_prop_all_types = /** @type {(inputs: Places_Prop_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

/**
* | output |
* | --- |
* | "All types" |
*
* @param {Places_Prop_All_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_all_types = /** @type {((inputs?: Places_Prop_All_TypesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_All_TypesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_all_types(inputs)
	if (locale === "fr") return fr_places_prop_all_types(inputs)
	return en_places_prop_all_types(inputs)
});