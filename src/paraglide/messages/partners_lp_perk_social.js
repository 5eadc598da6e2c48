/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Perk_SocialInputs */

const en_partners_lp_perk_social = /** @type {(inputs: Partners_Lp_Perk_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media boost`)
};

const es_partners_lp_perk_social = /** @type {(inputs: Partners_Lp_Perk_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulso en redes sociales`)
};

const fr_partners_lp_perk_social = /** @type {(inputs: Partners_Lp_Perk_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coup de pouce sur les réseaux sociaux`)
};

/**
* | output |
* | --- |
* | "Social media boost" |
*
* @param {Partners_Lp_Perk_SocialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_social = /** @type {((inputs?: Partners_Lp_Perk_SocialInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_SocialInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_social(inputs)
	if (locale === "fr") return fr_partners_lp_perk_social(inputs)
	return en_partners_lp_perk_social(inputs)
});