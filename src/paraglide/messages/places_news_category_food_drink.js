/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_Food_DrinkInputs */

const en_places_news_category_food_drink = /** @type {(inputs: Places_News_Category_Food_DrinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food & Drink`)
};

const es_places_news_category_food_drink = /** @type {(inputs: Places_News_Category_Food_DrinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comida y bebida`)
};

const fr_places_news_category_food_drink = /** @type {(inputs: Places_News_Category_Food_DrinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gastronomie`)
};

/**
* | output |
* | --- |
* | "Food & Drink" |
*
* @param {Places_News_Category_Food_DrinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_food_drink = /** @type {((inputs?: Places_News_Category_Food_DrinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_Food_DrinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_food_drink(inputs)
	if (locale === "fr") return fr_places_news_category_food_drink(inputs)
	return en_places_news_category_food_drink(inputs)
});