/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_TierInputs */

const en_loyalty_tier = /** @type {(inputs: Loyalty_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

const es_loyalty_tier = /** @type {(inputs: Loyalty_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

const fr_loyalty_tier = /** @type {(inputs: Loyalty_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau`)
};

/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Loyalty_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier = /** @type {((inputs?: Loyalty_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier(inputs)
	if (locale === "fr") return fr_loyalty_tier(inputs)
	return en_loyalty_tier(inputs)
});