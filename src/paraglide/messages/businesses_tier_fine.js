/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tier_FineInputs */

const en_businesses_tier_fine = /** @type {(inputs: Businesses_Tier_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fine dining`)
};

const es_businesses_tier_fine = /** @type {(inputs: Businesses_Tier_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alta cocina`)
};

const fr_businesses_tier_fine = /** @type {(inputs: Businesses_Tier_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gastronomique`)
};

/**
* | output |
* | --- |
* | "Fine dining" |
*
* @param {Businesses_Tier_FineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_fine = /** @type {((inputs?: Businesses_Tier_FineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_FineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_fine(inputs)
	if (locale === "fr") return fr_businesses_tier_fine(inputs)
	return en_businesses_tier_fine(inputs)
});