/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Restaurants_AboutInputs */

const en_names_category_restaurants_about = /** @type {(inputs: Names_Category_Restaurants_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul food, Caribbean, Dominican, Italian and new Harlem kitchens.`)
};

const es_names_category_restaurants_about = /** @type {(inputs: Names_Category_Restaurants_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul food, cocina caribeña, dominicana, italiana y las nuevas cocinas de Harlem.`)
};

const fr_names_category_restaurants_about = /** @type {(inputs: Names_Category_Restaurants_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul food, cuisines caribéenne, dominicaine, italienne et nouvelles tables de Harlem.`)
};

/**
* | output |
* | --- |
* | "Soul food, Caribbean, Dominican, Italian and new Harlem kitchens." |
*
* @param {Names_Category_Restaurants_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_restaurants_about = /** @type {((inputs?: Names_Category_Restaurants_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Restaurants_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_restaurants_about(inputs)
	if (locale === "fr") return fr_names_category_restaurants_about(inputs)
	return en_names_category_restaurants_about(inputs)
});