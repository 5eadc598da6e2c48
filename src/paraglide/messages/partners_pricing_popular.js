/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_PopularInputs */

const en_partners_pricing_popular = /** @type {(inputs: Partners_Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`POPULAR`)
};

const es_partners_pricing_popular = /** @type {(inputs: Partners_Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MÁS ELEGIDO`)
};

const fr_partners_pricing_popular = /** @type {(inputs: Partners_Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`POPULAIRE`)
};

/**
* | output |
* | --- |
* | "POPULAR" |
*
* @param {Partners_Pricing_PopularInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_popular = /** @type {((inputs?: Partners_Pricing_PopularInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_PopularInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_popular(inputs)
	if (locale === "fr") return fr_partners_pricing_popular(inputs)
	return en_partners_pricing_popular(inputs)
});