/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Tier_GoldInputs */

const en_partners_sp_tier_gold = /** @type {(inputs: Partners_Sp_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gold`)
};

const es_partners_sp_tier_gold = /** @type {(inputs: Partners_Sp_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oro`)
};

const fr_partners_sp_tier_gold = /** @type {(inputs: Partners_Sp_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palier or`)
};

/**
* | output |
* | --- |
* | "Gold" |
*
* @param {Partners_Sp_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_gold = /** @type {((inputs?: Partners_Sp_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_GoldInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_gold(inputs)
	if (locale === "fr") return fr_partners_sp_tier_gold(inputs)
	return en_partners_sp_tier_gold(inputs)
});