/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_ByInputs */

const en_places_news_by = /** @type {(inputs: Places_News_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

const es_places_news_by = /** @type {(inputs: Places_News_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por`)
};

const fr_places_news_by = /** @type {(inputs: Places_News_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par`)
};

/**
* | output |
* | --- |
* | "By" |
*
* @param {Places_News_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_by = /** @type {((inputs?: Places_News_ByInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_ByInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_by(inputs)
	if (locale === "fr") return fr_places_news_by(inputs)
	return en_places_news_by(inputs)
});