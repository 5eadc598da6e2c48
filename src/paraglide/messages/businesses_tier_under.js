/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Businesses_Tier_UnderInputs */

const en_businesses_tier_under = /** @type {(inputs: Businesses_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`under ${i?.price}`)
};

const es_businesses_tier_under = /** @type {(inputs: Businesses_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`menos de ${i?.price}`)
};

const fr_businesses_tier_under = /** @type {(inputs: Businesses_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`moins de ${i?.price}`)
};

/**
* | output |
* | --- |
* | "under {price}" |
*
* @param {Businesses_Tier_UnderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_under = /** @type {((inputs: Businesses_Tier_UnderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_UnderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_under(inputs)
	if (locale === "fr") return fr_businesses_tier_under(inputs)
	return en_businesses_tier_under(inputs)
});