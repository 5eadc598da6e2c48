/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_RelatedInputs */

const en_places_news_related = /** @type {(inputs: Places_News_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related Articles`)
};

const es_places_news_related = /** @type {(inputs: Places_News_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículos relacionados`)
};

const fr_places_news_related = /** @type {(inputs: Places_News_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles similaires`)
};

/**
* | output |
* | --- |
* | "Related Articles" |
*
* @param {Places_News_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_related = /** @type {((inputs?: Places_News_RelatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_RelatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_related(inputs)
	if (locale === "fr") return fr_places_news_related(inputs)
	return en_places_news_related(inputs)
});