/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_All_CategoriesInputs */

const en_home_all_categories = /** @type {(inputs: Home_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

const es_home_all_categories = /** @type {(inputs: Home_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las categorías`)
};

const fr_home_all_categories = /** @type {(inputs: Home_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les catégories`)
};

/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Home_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_all_categories = /** @type {((inputs?: Home_All_CategoriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_All_CategoriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_all_categories(inputs)
	if (locale === "fr") return fr_home_all_categories(inputs)
	return en_home_all_categories(inputs)
});