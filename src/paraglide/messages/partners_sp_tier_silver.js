/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Tier_SilverInputs */

const en_partners_sp_tier_silver = /** @type {(inputs: Partners_Sp_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silver`)
};

const es_partners_sp_tier_silver = /** @type {(inputs: Partners_Sp_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plata`)
};

const fr_partners_sp_tier_silver = /** @type {(inputs: Partners_Sp_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palier argent`)
};

/**
* | output |
* | --- |
* | "Silver" |
*
* @param {Partners_Sp_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_silver = /** @type {((inputs?: Partners_Sp_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_SilverInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_silver(inputs)
	if (locale === "fr") return fr_partners_sp_tier_silver(inputs)
	return en_partners_sp_tier_silver(inputs)
});