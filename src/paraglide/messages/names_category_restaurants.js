/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_RestaurantsInputs */

const en_names_category_restaurants = /** @type {(inputs: Names_Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurants`)
};

const es_names_category_restaurants = /** @type {(inputs: Names_Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurantes`)
};

const fr_names_category_restaurants = /** @type {(inputs: Names_Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurants`)
};

/**
* | output |
* | --- |
* | "Restaurants" |
*
* @param {Names_Category_RestaurantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_restaurants = /** @type {((inputs?: Names_Category_RestaurantsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_RestaurantsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_restaurants(inputs)
	if (locale === "fr") return fr_names_category_restaurants(inputs)
	return en_names_category_restaurants(inputs)
});