/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_More_ResultsInputs */

const en_places_news_more_results = /** @type {(inputs: Places_News_More_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More Results`)
};

const es_places_news_more_results = /** @type {(inputs: Places_News_More_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más resultados`)
};

const fr_places_news_more_results = /** @type {(inputs: Places_News_More_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres résultats`)
};

/**
* | output |
* | --- |
* | "More Results" |
*
* @param {Places_News_More_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_more_results = /** @type {((inputs?: Places_News_More_ResultsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_More_ResultsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_more_results(inputs)
	if (locale === "fr") return fr_places_news_more_results(inputs)
	return en_places_news_more_results(inputs)
});