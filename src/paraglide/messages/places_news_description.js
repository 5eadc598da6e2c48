/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_DescriptionInputs */

const en_places_news_description = /** @type {(inputs: Places_News_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories from Harlem: food, music, history, arts, community and the events worth planning around, from Hamilton Heights to East Harlem.`)
};

const es_places_news_description = /** @type {(inputs: Places_News_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de Harlem: comida, música, historia, arte, comunidad y los eventos que vale la pena planear, de Hamilton Heights a East Harlem.`)
};

const fr_places_news_description = /** @type {(inputs: Places_News_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des histoires de Harlem : cuisine, musique, histoire, arts, vie de quartier et les événements à ne pas manquer, de Hamilton Heights à East Harlem.`)
};

/**
* | output |
* | --- |
* | "Stories from Harlem: food, music, history, arts, community and the events worth planning around, from Hamilton Heights to East Harlem." |
*
* @param {Places_News_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_description = /** @type {((inputs?: Places_News_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_description(inputs)
	if (locale === "fr") return fr_places_news_description(inputs)
	return en_places_news_description(inputs)
});