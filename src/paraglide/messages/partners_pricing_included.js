/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_IncludedInputs */

const en_partners_pricing_included = /** @type {(inputs: Partners_Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const es_partners_pricing_included = /** @type {(inputs: Partners_Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido`)
};

const fr_partners_pricing_included = /** @type {(inputs: Partners_Pricing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclus`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Partners_Pricing_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_included = /** @type {((inputs?: Partners_Pricing_IncludedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_IncludedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_included(inputs)
	if (locale === "fr") return fr_partners_pricing_included(inputs)
	return en_partners_pricing_included(inputs)
});