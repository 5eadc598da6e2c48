/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Search_PlaceholderInputs */

const en_places_prop_search_placeholder = /** @type {(inputs: Places_Prop_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, address or description`)
};

const es_places_prop_search_placeholder = /** @type {(inputs: Places_Prop_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título, dirección o descripción`)
};

const fr_places_prop_search_placeholder = /** @type {(inputs: Places_Prop_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre, adresse ou description`)
};

/**
* | output |
* | --- |
* | "Title, address or description" |
*
* @param {Places_Prop_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_search_placeholder = /** @type {((inputs?: Places_Prop_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_search_placeholder(inputs)
	if (locale === "fr") return fr_places_prop_search_placeholder(inputs)
	return en_places_prop_search_placeholder(inputs)
});