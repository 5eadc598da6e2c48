/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Search_PlaceholderInputs */

const en_places_news_search_placeholder = /** @type {(inputs: Places_News_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz, murals, brunch…`)
};

const es_places_news_search_placeholder = /** @type {(inputs: Places_News_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz, murales, brunch…`)
};

const fr_places_news_search_placeholder = /** @type {(inputs: Places_News_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz, fresques, brunch…`)
};

/**
* | output |
* | --- |
* | "Jazz, murals, brunch…" |
*
* @param {Places_News_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_search_placeholder = /** @type {((inputs?: Places_News_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_search_placeholder(inputs)
	if (locale === "fr") return fr_places_news_search_placeholder(inputs)
	return en_places_news_search_placeholder(inputs)
});