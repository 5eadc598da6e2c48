/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_FeaturedInputs */

const en_partners_pricing_featured = /** @type {(inputs: Partners_Pricing_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FEATURED`)
};

const es_partners_pricing_featured = /** @type {(inputs: Partners_Pricing_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DESTACADO`)
};

const fr_partners_pricing_featured = /** @type {(inputs: Partners_Pricing_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EN VEDETTE`)
};

/**
* | output |
* | --- |
* | "FEATURED" |
*
* @param {Partners_Pricing_FeaturedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_featured = /** @type {((inputs?: Partners_Pricing_FeaturedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_FeaturedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_featured(inputs)
	if (locale === "fr") return fr_partners_pricing_featured(inputs)
	return en_partners_pricing_featured(inputs)
});