/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Not_IncludedInputs */

const en_partners_pricing_not_included = /** @type {(inputs: Partners_Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not included`)
};

const es_partners_pricing_not_included = /** @type {(inputs: Partners_Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No incluido`)
};

const fr_partners_pricing_not_included = /** @type {(inputs: Partners_Pricing_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non inclus`)
};

/**
* | output |
* | --- |
* | "Not included" |
*
* @param {Partners_Pricing_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_not_included = /** @type {((inputs?: Partners_Pricing_Not_IncludedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Not_IncludedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_not_included(inputs)
	if (locale === "fr") return fr_partners_pricing_not_included(inputs)
	return en_partners_pricing_not_included(inputs)
});