/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_None_FiltersInputs */

const en_places_news_none_filters = /** @type {(inputs: Places_News_None_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories match your filters`)
};

const es_places_news_none_filters = /** @type {(inputs: Places_News_None_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna noticia coincide con tus filtros`)
};

const fr_places_news_none_filters = /** @type {(inputs: Places_News_None_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun article ne correspond à vos filtres`)
};

/**
* | output |
* | --- |
* | "No stories match your filters" |
*
* @param {Places_News_None_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_none_filters = /** @type {((inputs?: Places_News_None_FiltersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_None_FiltersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_none_filters(inputs)
	if (locale === "fr") return fr_places_news_none_filters(inputs)
	return en_places_news_none_filters(inputs)
});