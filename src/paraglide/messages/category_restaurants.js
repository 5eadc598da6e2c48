/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_RestaurantsInputs */

const en_category_restaurants = /** @type {(inputs: Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurants`)
};

const es_category_restaurants = /** @type {(inputs: Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurantes`)
};

const fr_category_restaurants = /** @type {(inputs: Category_RestaurantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurants`)
};

/**
* | output |
* | --- |
* | "Restaurants" |
*
* @param {Category_RestaurantsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_restaurants = /** @type {((inputs?: Category_RestaurantsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_RestaurantsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_category_restaurants(inputs)
	if (locale === "fr") return fr_category_restaurants(inputs)
	return en_category_restaurants(inputs)
});