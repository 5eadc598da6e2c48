/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_IntroInputs */

const en_footer_intro = /** @type {(inputs: Footer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A city within a city: the guide to Hamilton Heights, Central Harlem, East Harlem and Washington Heights.`)
};

const es_footer_intro = /** @type {(inputs: Footer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ciudad dentro de la ciudad: la guía de Hamilton Heights, Central Harlem, East Harlem y Washington Heights.`)
};

const fr_footer_intro = /** @type {(inputs: Footer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ville dans la ville : le guide de Hamilton Heights, Central Harlem, East Harlem et Washington Heights.`)
};

/**
* | output |
* | --- |
* | "A city within a city: the guide to Hamilton Heights, Central Harlem, East Harlem and Washington Heights." |
*
* @param {Footer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_intro = /** @type {((inputs?: Footer_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_intro(inputs)
	if (locale === "fr") return fr_footer_intro(inputs)
	return en_footer_intro(inputs)
});