/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Tier_PlatinumInputs */

const en_partners_sp_tier_platinum = /** @type {(inputs: Partners_Sp_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platinum`)
};

const es_partners_sp_tier_platinum = /** @type {(inputs: Partners_Sp_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platino`)
};

const fr_partners_sp_tier_platinum = /** @type {(inputs: Partners_Sp_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palier platine`)
};

/**
* | output |
* | --- |
* | "Platinum" |
*
* @param {Partners_Sp_Tier_PlatinumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_platinum = /** @type {((inputs?: Partners_Sp_Tier_PlatinumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_PlatinumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_platinum(inputs)
	if (locale === "fr") return fr_partners_sp_tier_platinum(inputs)
	return en_partners_sp_tier_platinum(inputs)
});