/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_PremiumInputs */

const en_partners_level_premium = /** @type {(inputs: Partners_Level_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const es_partners_level_premium = /** @type {(inputs: Partners_Level_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prémium`)
};

const fr_partners_level_premium = /** @type {(inputs: Partners_Level_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privilège`)
};

/**
* | output |
* | --- |
* | "Premium" |
*
* @param {Partners_Level_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_premium = /** @type {((inputs?: Partners_Level_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_premium(inputs)
	if (locale === "fr") return fr_partners_level_premium(inputs)
	return en_partners_level_premium(inputs)
});