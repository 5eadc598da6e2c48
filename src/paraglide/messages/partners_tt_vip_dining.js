/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Vip_DiningInputs */

const en_partners_tt_vip_dining = /** @type {(inputs: Partners_Tt_Vip_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private dining in partner restaurants`)
};

const es_partners_tt_vip_dining = /** @type {(inputs: Partners_Tt_Vip_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cenas privadas en restaurantes asociados`)
};

const fr_partners_tt_vip_dining = /** @type {(inputs: Partners_Tt_Vip_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dîners privés dans les restaurants partenaires`)
};

/**
* | output |
* | --- |
* | "Private dining in partner restaurants" |
*
* @param {Partners_Tt_Vip_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_vip_dining = /** @type {((inputs?: Partners_Tt_Vip_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Vip_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_vip_dining(inputs)
	if (locale === "fr") return fr_partners_tt_vip_dining(inputs)
	return en_partners_tt_vip_dining(inputs)
});