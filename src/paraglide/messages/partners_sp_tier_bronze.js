/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Tier_BronzeInputs */

const en_partners_sp_tier_bronze = /** @type {(inputs: Partners_Sp_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze`)
};

const es_partners_sp_tier_bronze = /** @type {(inputs: Partners_Sp_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronce`)
};

const fr_partners_sp_tier_bronze = /** @type {(inputs: Partners_Sp_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palier bronze`)
};

/**
* | output |
* | --- |
* | "Bronze" |
*
* @param {Partners_Sp_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_bronze = /** @type {((inputs?: Partners_Sp_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_bronze(inputs)
	if (locale === "fr") return fr_partners_sp_tier_bronze(inputs)
	return en_partners_sp_tier_bronze(inputs)
});