/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Search_ArticlesInputs */

const en_places_news_search_articles = /** @type {(inputs: Places_News_Search_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search articles`)
};

const es_places_news_search_articles = /** @type {(inputs: Places_News_Search_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar artículos`)
};

const fr_places_news_search_articles = /** @type {(inputs: Places_News_Search_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des articles`)
};

/**
* | output |
* | --- |
* | "Search articles" |
*
* @param {Places_News_Search_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_search_articles = /** @type {((inputs?: Places_News_Search_ArticlesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Search_ArticlesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_search_articles(inputs)
	if (locale === "fr") return fr_places_news_search_articles(inputs)
	return en_places_news_search_articles(inputs)
});