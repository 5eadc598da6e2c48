/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Top_TierInputs */

const en_loyalty_top_tier = /** @type {(inputs: Loyalty_Top_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have reached the top tier.`)
};

const es_loyalty_top_tier = /** @type {(inputs: Loyalty_Top_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegaste al nivel más alto.`)
};

const fr_loyalty_top_tier = /** @type {(inputs: Loyalty_Top_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez atteint le niveau le plus élevé.`)
};

/**
* | output |
* | --- |
* | "You have reached the top tier." |
*
* @param {Loyalty_Top_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_top_tier = /** @type {((inputs?: Loyalty_Top_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Top_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_top_tier(inputs)
	if (locale === "fr") return fr_loyalty_top_tier(inputs)
	return en_loyalty_top_tier(inputs)
});