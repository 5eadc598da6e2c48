/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_All_NewsInputs */

const en_places_news_all_news = /** @type {(inputs: Places_News_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All News`)
};

const es_places_news_all_news = /** @type {(inputs: Places_News_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las noticias`)
};

const fr_places_news_all_news = /** @type {(inputs: Places_News_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les actualités`)
};

/**
* | output |
* | --- |
* | "All News" |
*
* @param {Places_News_All_NewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_all_news = /** @type {((inputs?: Places_News_All_NewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_All_NewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_all_news(inputs)
	if (locale === "fr") return fr_places_news_all_news(inputs)
	return en_places_news_all_news(inputs)
});