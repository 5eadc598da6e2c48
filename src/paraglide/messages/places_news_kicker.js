/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_KickerInputs */

const en_places_news_kicker = /** @type {(inputs: Places_News_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem News`)
};

const es_places_news_kicker = /** @type {(inputs: Places_News_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticias de Harlem`)
};

const fr_places_news_kicker = /** @type {(inputs: Places_News_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualités de Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem News" |
*
* @param {Places_News_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_kicker = /** @type {((inputs?: Places_News_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_kicker(inputs)
	if (locale === "fr") return fr_places_news_kicker(inputs)
	return en_places_news_kicker(inputs)
});