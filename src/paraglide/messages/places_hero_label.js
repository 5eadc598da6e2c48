/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_LabelInputs */

const en_places_hero_label = /** @type {(inputs: Places_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights of Harlem`)
};

const es_places_hero_label = /** @type {(inputs: Places_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo mejor de Harlem`)
};

const fr_places_hero_label = /** @type {(inputs: Places_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur de Harlem`)
};

/**
* | output |
* | --- |
* | "Highlights of Harlem" |
*
* @param {Places_Hero_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_label = /** @type {((inputs?: Places_Hero_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_label(inputs)
	if (locale === "fr") return fr_places_hero_label(inputs)
	return en_places_hero_label(inputs)
});