/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, list: NonNullable<unknown> }} Places_News_Unknown_CategoryInputs */

const en_places_news_unknown_category = /** @type {(inputs: Places_News_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.category}” is not one of the news categories (${i?.list}). All categories are shown.`)
};

const es_places_news_unknown_category = /** @type {(inputs: Places_News_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.category}” no es una de las categorías de noticias (${i?.list}). Se muestran todas las categorías.`)
};

const fr_places_news_unknown_category = /** @type {(inputs: Places_News_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.category} » ne fait pas partie des rubriques (${i?.list}). Toutes les rubriques sont affichées.`)
};

/**
* | output |
* | --- |
* | "“{category}” is not one of the news categories ({list}). All categories are shown." |
*
* @param {Places_News_Unknown_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_unknown_category = /** @type {((inputs: Places_News_Unknown_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Unknown_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_unknown_category(inputs)
	if (locale === "fr") return fr_places_news_unknown_category(inputs)
	return en_places_news_unknown_category(inputs)
});