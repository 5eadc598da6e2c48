/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_More_InInputs */

const en_places_news_more_in = /** @type {(inputs: Places_News_More_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More stories in`)
};

const es_places_news_more_in = /** @type {(inputs: Places_News_More_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más noticias en`)
};

const fr_places_news_more_in = /** @type {(inputs: Places_News_More_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus d’articles dans la rubrique`)
};

/**
* | output |
* | --- |
* | "More stories in" |
*
* @param {Places_News_More_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_more_in = /** @type {((inputs?: Places_News_More_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_More_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_more_in(inputs)
	if (locale === "fr") return fr_places_news_more_in(inputs)
	return en_places_news_more_in(inputs)
});