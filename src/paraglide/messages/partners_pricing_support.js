/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_SupportInputs */

const en_partners_pricing_support = /** @type {(inputs: Partners_Pricing_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

const es_partners_pricing_support = /** @type {(inputs: Partners_Pricing_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte prioritario`)
};

const fr_partners_pricing_support = /** @type {(inputs: Partners_Pricing_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance prioritaire`)
};

/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Partners_Pricing_SupportInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_support = /** @type {((inputs?: Partners_Pricing_SupportInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_SupportInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_support(inputs)
	if (locale === "fr") return fr_partners_pricing_support(inputs)
	return en_partners_pricing_support(inputs)
});