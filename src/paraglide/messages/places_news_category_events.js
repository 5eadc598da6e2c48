/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_Category_EventsInputs */

const en_places_news_category_events = /** @type {(inputs: Places_News_Category_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_places_news_category_events = /** @type {(inputs: Places_News_Category_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_places_news_category_events = /** @type {(inputs: Places_News_Category_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Places_News_Category_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_category_events = /** @type {((inputs?: Places_News_Category_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_Category_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_category_events(inputs)
	if (locale === "fr") return fr_places_news_category_events(inputs)
	return en_places_news_category_events(inputs)
});