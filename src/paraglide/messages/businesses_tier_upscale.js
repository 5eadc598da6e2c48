/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tier_UpscaleInputs */

const en_businesses_tier_upscale = /** @type {(inputs: Businesses_Tier_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upscale`)
};

const es_businesses_tier_upscale = /** @type {(inputs: Businesses_Tier_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusivo`)
};

const fr_businesses_tier_upscale = /** @type {(inputs: Businesses_Tier_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haut de gamme`)
};

/**
* | output |
* | --- |
* | "Upscale" |
*
* @param {Businesses_Tier_UpscaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_upscale = /** @type {((inputs?: Businesses_Tier_UpscaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_UpscaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_upscale(inputs)
	if (locale === "fr") return fr_businesses_tier_upscale(inputs)
	return en_businesses_tier_upscale(inputs)
});