/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tier_ModerateInputs */

const en_businesses_tier_moderate = /** @type {(inputs: Businesses_Tier_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderate`)
};

const es_businesses_tier_moderate = /** @type {(inputs: Businesses_Tier_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderado`)
};

const fr_businesses_tier_moderate = /** @type {(inputs: Businesses_Tier_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix moyens`)
};

/**
* | output |
* | --- |
* | "Moderate" |
*
* @param {Businesses_Tier_ModerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_moderate = /** @type {((inputs?: Businesses_Tier_ModerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_ModerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_moderate(inputs)
	if (locale === "fr") return fr_businesses_tier_moderate(inputs)
	return en_businesses_tier_moderate(inputs)
});