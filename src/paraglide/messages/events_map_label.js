/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Map_LabelInputs */

const en_events_map_label = /** @type {(inputs: Events_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of these events`)
};

const es_events_map_label = /** @type {(inputs: Events_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de estos eventos`)
};

const fr_events_map_label = /** @type {(inputs: Events_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de ces événements`)
};

/**
* | output |
* | --- |
* | "Map of these events" |
*
* @param {Events_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_map_label = /** @type {((inputs?: Events_Map_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Map_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_map_label(inputs)
	if (locale === "fr") return fr_events_map_label(inputs)
	return en_events_map_label(inputs)
});