/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_FeaturedInputs */

const en_places_news_featured = /** @type {(inputs: Places_News_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Story`)
};

const es_places_news_featured = /** @type {(inputs: Places_News_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticia destacada`)
};

const fr_places_news_featured = /** @type {(inputs: Places_News_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la une`)
};

/**
* | output |
* | --- |
* | "Featured Story" |
*
* @param {Places_News_FeaturedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_featured = /** @type {((inputs?: Places_News_FeaturedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_FeaturedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_featured(inputs)
	if (locale === "fr") return fr_places_news_featured(inputs)
	return en_places_news_featured(inputs)
});