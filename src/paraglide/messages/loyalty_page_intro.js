/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Page_IntroInputs */

const en_loyalty_page_intro = /** @type {(inputs: Loyalty_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members earn points for real things they do in the guide, and spend them on rewards offered by Harlem businesses.`)
};

const es_loyalty_page_intro = /** @type {(inputs: Loyalty_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros ganan puntos por lo que hacen en la guía y los usan en recompensas que ofrecen los negocios de Harlem.`)
};

const fr_loyalty_page_intro = /** @type {(inputs: Loyalty_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres gagnent des points pour ce qu’ils font vraiment dans le guide et les dépensent en récompenses offertes par les commerces de Harlem.`)
};

/**
* | output |
* | --- |
* | "Members earn points for real things they do in the guide, and spend them on rewards offered by Harlem businesses." |
*
* @param {Loyalty_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_page_intro = /** @type {((inputs?: Loyalty_Page_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Page_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_page_intro(inputs)
	if (locale === "fr") return fr_loyalty_page_intro(inputs)
	return en_loyalty_page_intro(inputs)
});