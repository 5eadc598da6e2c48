/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_ListingsInputs */

const en_partners_pricing_listings = /** @type {(inputs: Partners_Pricing_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

const es_partners_pricing_listings = /** @type {(inputs: Partners_Pricing_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listados`)
};

const fr_partners_pricing_listings = /** @type {(inputs: Partners_Pricing_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiches`)
};

/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Partners_Pricing_ListingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_listings = /** @type {((inputs?: Partners_Pricing_ListingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_ListingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_listings(inputs)
	if (locale === "fr") return fr_partners_pricing_listings(inputs)
	return en_partners_pricing_listings(inputs)
});