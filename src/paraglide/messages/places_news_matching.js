/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Places_News_MatchingInputs */

const en_places_news_matching = /** @type {(inputs: Places_News_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` matching “${i?.q}”`)
};

const es_places_news_matching = /** @type {(inputs: Places_News_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` que coinciden con “${i?.q}”`)
};

const fr_places_news_matching = /** @type {(inputs: Places_News_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` pour « ${i?.q} »`)
};

/**
* | output |
* | --- |
* | "matching “{q}”" |
*
* @param {Places_News_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_matching = /** @type {((inputs: Places_News_MatchingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_MatchingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_matching(inputs)
	if (locale === "fr") return fr_places_news_matching(inputs)
	return en_places_news_matching(inputs)
});