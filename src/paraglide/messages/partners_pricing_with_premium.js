/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_With_PremiumInputs */

const en_partners_pricing_with_premium = /** @type {(inputs: Partners_Pricing_With_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With a premium listing`)
};

const es_partners_pricing_with_premium = /** @type {(inputs: Partners_Pricing_With_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con un listado premium`)
};

const fr_partners_pricing_with_premium = /** @type {(inputs: Partners_Pricing_With_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec une fiche premium`)
};

/**
* | output |
* | --- |
* | "With a premium listing" |
*
* @param {Partners_Pricing_With_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_with_premium = /** @type {((inputs?: Partners_Pricing_With_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_With_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_with_premium(inputs)
	if (locale === "fr") return fr_partners_pricing_with_premium(inputs)
	return en_partners_pricing_with_premium(inputs)
});