/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Search_PlaceholderInputs */

const en_businesses_search_placeholder = /** @type {(inputs: Businesses_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, description or address`)
};

const es_businesses_search_placeholder = /** @type {(inputs: Businesses_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, descripción o dirección`)
};

const fr_businesses_search_placeholder = /** @type {(inputs: Businesses_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom, description ou adresse`)
};

/**
* | output |
* | --- |
* | "Name, description or address" |
*
* @param {Businesses_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_search_placeholder = /** @type {((inputs?: Businesses_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_search_placeholder(inputs)
	if (locale === "fr") return fr_businesses_search_placeholder(inputs)
	return en_businesses_search_placeholder(inputs)
});