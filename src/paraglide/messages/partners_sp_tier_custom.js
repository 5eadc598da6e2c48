/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Tier_CustomInputs */

const en_partners_sp_tier_custom = /** @type {(inputs: Partners_Sp_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom`)
};

const es_partners_sp_tier_custom = /** @type {(inputs: Partners_Sp_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A medida`)
};

const fr_partners_sp_tier_custom = /** @type {(inputs: Partners_Sp_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur mesure`)
};

/**
* | output |
* | --- |
* | "Custom" |
*
* @param {Partners_Sp_Tier_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_custom = /** @type {((inputs?: Partners_Sp_Tier_CustomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_CustomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_custom(inputs)
	if (locale === "fr") return fr_partners_sp_tier_custom(inputs)
	return en_partners_sp_tier_custom(inputs)
});