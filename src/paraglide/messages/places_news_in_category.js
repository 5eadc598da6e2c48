/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Places_News_In_CategoryInputs */

const en_places_news_in_category = /** @type {(inputs: Places_News_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in ${i?.category}`)
};

const es_places_news_in_category = /** @type {(inputs: Places_News_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` en ${i?.category}`)
};

const fr_places_news_in_category = /** @type {(inputs: Places_News_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans la rubrique ${i?.category}`)
};

/**
* | output |
* | --- |
* | "in {category}" |
*
* @param {Places_News_In_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_in_category = /** @type {((inputs: Places_News_In_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_In_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_in_category(inputs)
	if (locale === "fr") return fr_places_news_in_category(inputs)
	return en_places_news_in_category(inputs)
});