/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_Pause_LabelInputs */

const en_places_hero_pause_label = /** @type {(inputs: Places_Hero_Pause_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause slideshow`)
};

const es_places_hero_pause_label = /** @type {(inputs: Places_Hero_Pause_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar la presentación`)
};

const fr_places_hero_pause_label = /** @type {(inputs: Places_Hero_Pause_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre le diaporama`)
};

/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Places_Hero_Pause_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_pause_label = /** @type {((inputs?: Places_Hero_Pause_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_Pause_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_pause_label(inputs)
	if (locale === "fr") return fr_places_hero_pause_label(inputs)
	return en_places_hero_pause_label(inputs)
});