/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_CommunityInputs */

const en_places_news_category_community = /** @type {(inputs: Places_News_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const es_places_news_category_community = /** @type {(inputs: Places_News_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

const fr_places_news_category_community = /** @type {(inputs: Places_News_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vie de quartier`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Places_News_Category_CommunityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_community = /** @type {((inputs?: Places_News_Category_CommunityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_CommunityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_community(inputs)
	if (locale === "fr") return fr_places_news_category_community(inputs)
	return en_places_news_category_community(inputs)
});