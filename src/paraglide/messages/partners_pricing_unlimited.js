/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_UnlimitedInputs */

const en_partners_pricing_unlimited = /** @type {(inputs: Partners_Pricing_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited`)
};

const es_partners_pricing_unlimited = /** @type {(inputs: Partners_Pricing_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilimitado`)
};

const fr_partners_pricing_unlimited = /** @type {(inputs: Partners_Pricing_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illimité`)
};

/**
* | output |
* | --- |
* | "Unlimited" |
*
* @param {Partners_Pricing_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_unlimited = /** @type {((inputs?: Partners_Pricing_UnlimitedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_UnlimitedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_unlimited(inputs)
	if (locale === "fr") return fr_partners_pricing_unlimited(inputs)
	return en_partners_pricing_unlimited(inputs)
});