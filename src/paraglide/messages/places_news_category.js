/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_CategoryInputs */

const en_places_news_category = /** @type {(inputs: Places_News_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

const es_places_news_category = /** @type {(inputs: Places_News_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría`)
};

const fr_places_news_category = /** @type {(inputs: Places_News_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rubrique`)
};

/**
* | output |
* | --- |
* | "Category" |
*
* @param {Places_News_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category = /** @type {((inputs?: Places_News_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category(inputs)
	if (locale === "fr") return fr_places_news_category(inputs)
	return en_places_news_category(inputs)
});