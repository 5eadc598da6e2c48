/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Perk_SeoInputs */

const en_partners_lp_perk_seo = /** @type {(inputs: Partners_Lp_Perk_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search optimisation`)
};

const es_partners_lp_perk_seo = /** @type {(inputs: Partners_Lp_Perk_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optimización para buscadores`)
};

const fr_partners_lp_perk_seo = /** @type {(inputs: Partners_Lp_Perk_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optimisation pour les moteurs de recherche`)
};

/**
* | output |
* | --- |
* | "Search optimisation" |
*
* @param {Partners_Lp_Perk_SeoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_seo = /** @type {((inputs?: Partners_Lp_Perk_SeoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_SeoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_seo(inputs)
	if (locale === "fr") return fr_partners_lp_perk_seo(inputs)
	return en_partners_lp_perk_seo(inputs)
});