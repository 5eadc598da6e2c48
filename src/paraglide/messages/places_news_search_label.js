/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Search_LabelInputs */

const en_places_news_search_label = /** @type {(inputs: Places_News_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search news`)
};

const es_places_news_search_label = /** @type {(inputs: Places_News_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar noticias`)
};

const fr_places_news_search_label = /** @type {(inputs: Places_News_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher dans les actualités`)
};

/**
* | output |
* | --- |
* | "Search news" |
*
* @param {Places_News_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_search_label = /** @type {((inputs?: Places_News_Search_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Search_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_search_label(inputs)
	if (locale === "fr") return fr_places_news_search_label(inputs)
	return en_places_news_search_label(inputs)
});