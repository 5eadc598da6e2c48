/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Places_News_None_MatchingInputs */

const en_places_news_none_matching = /** @type {(inputs: Places_News_None_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No stories match “${i?.q}”`)
};

const es_places_news_none_matching = /** @type {(inputs: Places_News_None_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna noticia coincide con “${i?.q}”`)
};

const fr_places_news_none_matching = /** @type {(inputs: Places_News_None_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun article ne correspond à « ${i?.q} »`)
};

/**
* | output |
* | --- |
* | "No stories match “{q}”" |
*
* @param {Places_News_None_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_none_matching = /** @type {((inputs: Places_News_None_MatchingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_None_MatchingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_none_matching(inputs)
	if (locale === "fr") return fr_places_news_none_matching(inputs)
	return en_places_news_none_matching(inputs)
});