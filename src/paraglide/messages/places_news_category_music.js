/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_MusicInputs */

const en_places_news_category_music = /** @type {(inputs: Places_News_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

const es_places_news_category_music = /** @type {(inputs: Places_News_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música`)
};

const fr_places_news_category_music = /** @type {(inputs: Places_News_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musique`)
};

/**
* | output |
* | --- |
* | "Music" |
*
* @param {Places_News_Category_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_music = /** @type {((inputs?: Places_News_Category_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_music(inputs)
	if (locale === "fr") return fr_places_news_category_music(inputs)
	return en_places_news_category_music(inputs)
});