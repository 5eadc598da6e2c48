/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_HeadingInputs */

const en_places_news_heading = /** @type {(inputs: Places_News_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories from uptown`)
};

const es_places_news_heading = /** @type {(inputs: Places_News_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias del norte de Manhattan`)
};

const fr_places_news_heading = /** @type {(inputs: Places_News_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récits du nord de Manhattan`)
};

/**
* | output |
* | --- |
* | "Stories from uptown" |
*
* @param {Places_News_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_heading = /** @type {((inputs?: Places_News_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_heading(inputs)
	if (locale === "fr") return fr_places_news_heading(inputs)
	return en_places_news_heading(inputs)
});