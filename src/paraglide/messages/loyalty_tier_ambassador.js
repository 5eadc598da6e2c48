/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tier_AmbassadorInputs */

const en_loyalty_tier_ambassador = /** @type {(inputs: Loyalty_Tier_AmbassadorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambassador`)
};

const es_loyalty_tier_ambassador = /** @type {(inputs: Loyalty_Tier_AmbassadorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embajador`)
};

const fr_loyalty_tier_ambassador = /** @type {(inputs: Loyalty_Tier_AmbassadorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambassadeur`)
};

/**
* | output |
* | --- |
* | "Ambassador" |
*
* @param {Loyalty_Tier_AmbassadorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier_ambassador = /** @type {((inputs?: Loyalty_Tier_AmbassadorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tier_AmbassadorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier_ambassador(inputs)
	if (locale === "fr") return fr_loyalty_tier_ambassador(inputs)
	return en_loyalty_tier_ambassador(inputs)
});