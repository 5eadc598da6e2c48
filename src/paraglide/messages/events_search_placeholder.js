/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Search_PlaceholderInputs */

const en_events_search_placeholder = /** @type {(inputs: Events_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, description or place`)
};

const es_events_search_placeholder = /** @type {(inputs: Events_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título, descripción o lugar`)
};

const fr_events_search_placeholder = /** @type {(inputs: Events_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre, description ou lieu`)
};

/**
* | output |
* | --- |
* | "Title, description or place" |
*
* @param {Events_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_search_placeholder = /** @type {((inputs?: Events_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_search_placeholder(inputs)
	if (locale === "fr") return fr_events_search_placeholder(inputs)
	return en_events_search_placeholder(inputs)
});