/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Read_StoryInputs */

const en_places_news_read_story = /** @type {(inputs: Places_News_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Story`)
};

const es_places_news_read_story = /** @type {(inputs: Places_News_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer la noticia`)
};

const fr_places_news_read_story = /** @type {(inputs: Places_News_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire l’article`)
};

/**
* | output |
* | --- |
* | "Read the Story" |
*
* @param {Places_News_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_read_story = /** @type {((inputs?: Places_News_Read_StoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Read_StoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_read_story(inputs)
	if (locale === "fr") return fr_places_news_read_story(inputs)
	return en_places_news_read_story(inputs)
});