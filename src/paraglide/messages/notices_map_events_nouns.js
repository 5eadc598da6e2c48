/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Events_NounsInputs */

const en_notices_map_events_nouns = /** @type {(inputs: Notices_Map_Events_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`events`)
};

const es_notices_map_events_nouns = /** @type {(inputs: Notices_Map_Events_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eventos`)
};

const fr_notices_map_events_nouns = /** @type {(inputs: Notices_Map_Events_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`événements`)
};

/**
* | output |
* | --- |
* | "events" |
*
* @param {Notices_Map_Events_NounsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_events_nouns = /** @type {((inputs?: Notices_Map_Events_NounsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Events_NounsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_events_nouns(inputs)
	if (locale === "fr") return fr_notices_map_events_nouns(inputs)
	return en_notices_map_events_nouns(inputs)
});