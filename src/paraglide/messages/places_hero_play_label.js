/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_Play_LabelInputs */

const en_places_hero_play_label = /** @type {(inputs: Places_Hero_Play_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play slideshow`)
};

const es_places_hero_play_label = /** @type {(inputs: Places_Hero_Play_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reproducir la presentación`)
};

const fr_places_hero_play_label = /** @type {(inputs: Places_Hero_Play_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le diaporama`)
};

/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Places_Hero_Play_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_play_label = /** @type {((inputs?: Places_Hero_Play_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_Play_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_play_label(inputs)
	if (locale === "fr") return fr_places_hero_play_label(inputs)
	return en_places_hero_play_label(inputs)
});