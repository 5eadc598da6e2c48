/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Favorites_DescriptionInputs */

const en_businesses_favorites_description = /** @type {(inputs: Businesses_Favorites_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The places you saved in Harlem.`)
};

const es_businesses_favorites_description = /** @type {(inputs: Businesses_Favorites_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lugares que guardaste en Harlem.`)
};

const fr_businesses_favorites_description = /** @type {(inputs: Businesses_Favorites_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les adresses que vous avez enregistrées à Harlem.`)
};

/**
* | output |
* | --- |
* | "The places you saved in Harlem." |
*
* @param {Businesses_Favorites_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_favorites_description = /** @type {((inputs?: Businesses_Favorites_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Favorites_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_favorites_description(inputs)
	if (locale === "fr") return fr_businesses_favorites_description(inputs)
	return en_businesses_favorites_description(inputs)
});