/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_All_CategoriesInputs */

const en_places_news_all_categories = /** @type {(inputs: Places_News_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

const es_places_news_all_categories = /** @type {(inputs: Places_News_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las categorías`)
};

const fr_places_news_all_categories = /** @type {(inputs: Places_News_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les rubriques`)
};

/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Places_News_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_all_categories = /** @type {((inputs?: Places_News_All_CategoriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_All_CategoriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_all_categories(inputs)
	if (locale === "fr") return fr_places_news_all_categories(inputs)
	return en_places_news_all_categories(inputs)
});