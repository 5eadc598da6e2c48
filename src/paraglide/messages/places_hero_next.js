/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_NextInputs */

const en_places_hero_next = /** @type {(inputs: Places_Hero_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

const es_places_hero_next = /** @type {(inputs: Places_Hero_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositiva siguiente`)
};

const fr_places_hero_next = /** @type {(inputs: Places_Hero_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diapositive suivante`)
};

/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Places_Hero_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_next = /** @type {((inputs?: Places_Hero_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_next(inputs)
	if (locale === "fr") return fr_places_hero_next(inputs)
	return en_places_hero_next(inputs)
});