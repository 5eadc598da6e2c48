/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tier_InsiderInputs */

const en_loyalty_tier_insider = /** @type {(inputs: Loyalty_Tier_InsiderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insider`)
};

const es_loyalty_tier_insider = /** @type {(inputs: Loyalty_Tier_InsiderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conocedor`)
};

const fr_loyalty_tier_insider = /** @type {(inputs: Loyalty_Tier_InsiderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Initié`)
};

/**
* | output |
* | --- |
* | "Insider" |
*
* @param {Loyalty_Tier_InsiderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier_insider = /** @type {((inputs?: Loyalty_Tier_InsiderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tier_InsiderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier_insider(inputs)
	if (locale === "fr") return fr_loyalty_tier_insider(inputs)
	return en_loyalty_tier_insider(inputs)
});