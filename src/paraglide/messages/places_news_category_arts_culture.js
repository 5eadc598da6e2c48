/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_Arts_CultureInputs */

const en_places_news_category_arts_culture = /** @type {(inputs: Places_News_Category_Arts_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts & Culture`)
};

const es_places_news_category_arts_culture = /** @type {(inputs: Places_News_Category_Arts_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arte y cultura`)
};

const fr_places_news_category_arts_culture = /** @type {(inputs: Places_News_Category_Arts_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts et culture`)
};

/**
* | output |
* | --- |
* | "Arts & Culture" |
*
* @param {Places_News_Category_Arts_CultureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_arts_culture = /** @type {((inputs?: Places_News_Category_Arts_CultureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_Arts_CultureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_arts_culture(inputs)
	if (locale === "fr") return fr_places_news_category_arts_culture(inputs)
	return en_places_news_category_arts_culture(inputs)
});