/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Businesses_Tier_OverInputs */

const en_businesses_tier_over = /** @type {(inputs: Businesses_Tier_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}+`)
};

const es_businesses_tier_over = /** @type {(inputs: Businesses_Tier_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`más de ${i?.price}`)
};

const fr_businesses_tier_over = /** @type {(inputs: Businesses_Tier_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plus de ${i?.price}`)
};

/**
* | output |
* | --- |
* | "{price}+" |
*
* @param {Businesses_Tier_OverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_over = /** @type {((inputs: Businesses_Tier_OverInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_OverInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_over(inputs)
	if (locale === "fr") return fr_businesses_tier_over(inputs)
	return en_businesses_tier_over(inputs)
});