/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_BackInputs */

const en_places_news_back = /** @type {(inputs: Places_News_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← All News`)
};

const es_places_news_back = /** @type {(inputs: Places_News_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Todas las noticias`)
};

const fr_places_news_back = /** @type {(inputs: Places_News_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Toutes les actualités`)
};

/**
* | output |
* | --- |
* | "← All News" |
*
* @param {Places_News_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_back = /** @type {((inputs?: Places_News_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_back(inputs)
	if (locale === "fr") return fr_places_news_back(inputs)
	return en_places_news_back(inputs)
});