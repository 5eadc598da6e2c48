/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_LatestInputs */

const en_places_news_latest = /** @type {(inputs: Places_News_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Stories`)
};

const es_places_news_latest = /** @type {(inputs: Places_News_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas noticias`)
};

const fr_places_news_latest = /** @type {(inputs: Places_News_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers articles`)
};

/**
* | output |
* | --- |
* | "Latest Stories" |
*
* @param {Places_News_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_latest = /** @type {((inputs?: Places_News_LatestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_LatestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_latest(inputs)
	if (locale === "fr") return fr_places_news_latest(inputs)
	return en_places_news_latest(inputs)
});