/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_RssInputs */

const en_places_news_rss = /** @type {(inputs: Places_News_RssInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow Harlem News by RSS`)
};

const es_places_news_rss = /** @type {(inputs: Places_News_RssInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue las noticias de Harlem por RSS`)
};

const fr_places_news_rss = /** @type {(inputs: Places_News_RssInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre les actualités de Harlem par RSS`)
};

/**
* | output |
* | --- |
* | "Follow Harlem News by RSS" |
*
* @param {Places_News_RssInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_rss = /** @type {((inputs?: Places_News_RssInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_RssInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_rss(inputs)
	if (locale === "fr") return fr_places_news_rss(inputs)
	return en_places_news_rss(inputs)
});