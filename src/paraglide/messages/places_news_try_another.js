/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Try_AnotherInputs */

const en_places_news_try_another = /** @type {(inputs: Places_News_Try_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Try another word or category.`)
};

const es_places_news_try_another = /** @type {(inputs: Places_News_Try_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Prueba con otra palabra o categoría.`)
};

const fr_places_news_try_another = /** @type {(inputs: Places_News_Try_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Essayez un autre mot ou une autre rubrique.`)
};

/**
* | output |
* | --- |
* | ". Try another word or category." |
*
* @param {Places_News_Try_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_try_another = /** @type {((inputs?: Places_News_Try_AnotherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Try_AnotherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_try_another(inputs)
	if (locale === "fr") return fr_places_news_try_another(inputs)
	return en_places_news_try_another(inputs)
});