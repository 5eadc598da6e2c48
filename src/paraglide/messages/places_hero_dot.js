/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, title: NonNullable<unknown> }} Places_Hero_DotInputs */

const en_places_hero_dot = /** @type {(inputs: Places_Hero_DotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Slide ${i?.index}: ${i?.title}`)
};

const es_places_hero_dot = /** @type {(inputs: Places_Hero_DotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diapositiva ${i?.index}: ${i?.title}`)
};

const fr_places_hero_dot = /** @type {(inputs: Places_Hero_DotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diapositive ${i?.index} : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Slide {index}: {title}" |
*
* @param {Places_Hero_DotInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_dot = /** @type {((inputs: Places_Hero_DotInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_DotInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_dot(inputs)
	if (locale === "fr") return fr_places_hero_dot(inputs)
	return en_places_hero_dot(inputs)
});