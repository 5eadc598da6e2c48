/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Places_News_Read_TimeInputs */

const en_places_news_read_time = /** @type {(inputs: Places_News_Read_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min read`)
};

const es_places_news_read_time = /** @type {(inputs: Places_News_Read_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min de lectura`)
};

const fr_places_news_read_time = /** @type {(inputs: Places_News_Read_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min de lecture`)
};

/**
* | output |
* | --- |
* | "{minutes} min read" |
*
* @param {Places_News_Read_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_read_time = /** @type {((inputs: Places_News_Read_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Read_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_read_time(inputs)
	if (locale === "fr") return fr_places_news_read_time(inputs)
	return en_places_news_read_time(inputs)
});