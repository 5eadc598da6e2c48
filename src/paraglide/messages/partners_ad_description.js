/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_DescriptionInputs */

const en_partners_ad_description = /** @type {(inputs: Partners_Ad_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach visitors and neighbors planning their time in Harlem: monthly advertising packages from one community board to the whole guide, and custom campaigns.`)
};

const es_partners_ad_description = /** @type {(inputs: Partners_Ad_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega a visitantes y vecinos que planifican su tiempo en Harlem: paquetes publicitarios mensuales, desde un distrito comunitario hasta toda la guía, y campañas a medida.`)
};

const fr_partners_ad_description = /** @type {(inputs: Partners_Ad_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez les visiteurs et les habitants qui organisent leur temps à Harlem : formules publicitaires mensuelles, d’un district communautaire au guide entier, et campagnes sur mesure.`)
};

/**
* | output |
* | --- |
* | "Reach visitors and neighbors planning their time in Harlem: monthly advertising packages from one community board to the whole guide, and custom campaigns." |
*
* @param {Partners_Ad_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_description = /** @type {((inputs?: Partners_Ad_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_description(inputs)
	if (locale === "fr") return fr_partners_ad_description(inputs)
	return en_partners_ad_description(inputs)
});