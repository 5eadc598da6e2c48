/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Vip_BackstageInputs */

const en_partners_tt_vip_backstage = /** @type {(inputs: Partners_Tt_Vip_BackstageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behind-the-scenes tours of partner venues`)
};

const es_partners_tt_vip_backstage = /** @type {(inputs: Partners_Tt_Vip_BackstageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas entre bastidores a los lugares asociados`)
};

const fr_partners_tt_vip_backstage = /** @type {(inputs: Partners_Tt_Vip_BackstageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites des coulisses des lieux partenaires`)
};

/**
* | output |
* | --- |
* | "Behind-the-scenes tours of partner venues" |
*
* @param {Partners_Tt_Vip_BackstageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_vip_backstage = /** @type {((inputs?: Partners_Tt_Vip_BackstageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Vip_BackstageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_vip_backstage(inputs)
	if (locale === "fr") return fr_partners_tt_vip_backstage(inputs)
	return en_partners_tt_vip_backstage(inputs)
});