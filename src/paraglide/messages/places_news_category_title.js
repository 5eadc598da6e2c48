/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Places_News_Category_TitleInputs */

const en_places_news_category_title = /** @type {(inputs: Places_News_Category_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} News`)
};

const es_places_news_category_title = /** @type {(inputs: Places_News_Category_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noticias: ${i?.category}`)
};

const fr_places_news_category_title = /** @type {(inputs: Places_News_Category_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actualités : ${i?.category}`)
};

/**
* | output |
* | --- |
* | "{category} News" |
*
* @param {Places_News_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_title = /** @type {((inputs: Places_News_Category_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_title(inputs)
	if (locale === "fr") return fr_places_news_category_title(inputs)
	return en_places_news_category_title(inputs)
});