/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_HistoryInputs */

const en_places_news_category_history = /** @type {(inputs: Places_News_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

const es_places_news_category_history = /** @type {(inputs: Places_News_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

const fr_places_news_category_history = /** @type {(inputs: Places_News_Category_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {Places_News_Category_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_history = /** @type {((inputs?: Places_News_Category_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_history(inputs)
	if (locale === "fr") return fr_places_news_category_history(inputs)
	return en_places_news_category_history(inputs)
});