/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_PreviousInputs */

const en_places_hero_previous = /** @type {(inputs: Places_Hero_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

const es_places_hero_previous = /** @type {(inputs: Places_Hero_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositiva anterior`)
};

const fr_places_hero_previous = /** @type {(inputs: Places_Hero_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositive précédente`)
};

/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Places_Hero_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_previous = /** @type {((inputs?: Places_Hero_PreviousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_PreviousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_previous(inputs)
	if (locale === "fr") return fr_places_hero_previous(inputs)
	return en_places_hero_previous(inputs)
});