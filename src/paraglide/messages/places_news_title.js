/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_TitleInputs */

const en_places_news_title = /** @type {(inputs: Places_News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News`)
};

const es_places_news_title = /** @type {(inputs: Places_News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticias`)
};

const fr_places_news_title = /** @type {(inputs: Places_News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualités`)
};

/**
* | output |
* | --- |
* | "News" |
*
* @param {Places_News_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_title = /** @type {((inputs?: Places_News_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_title(inputs)
	if (locale === "fr") return fr_places_news_title(inputs)
	return en_places_news_title(inputs)
});