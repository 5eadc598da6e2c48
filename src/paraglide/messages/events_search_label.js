/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Search_LabelInputs */

const en_events_search_label = /** @type {(inputs: Events_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

const es_events_search_label = /** @type {(inputs: Events_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca eventos`)
};

const fr_events_search_label = /** @type {(inputs: Events_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher un événement`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Events_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_search_label = /** @type {((inputs?: Events_Search_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Search_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_search_label(inputs)
	if (locale === "fr") return fr_events_search_label(inputs)
	return en_events_search_label(inputs)
});