/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_BronzeInputs */

const en_festival_tier_bronze = /** @type {(inputs: Festival_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronze`)
};

const es_festival_tier_bronze = /** @type {(inputs: Festival_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bronce`)
};

const fr_festival_tier_bronze = /** @type {(inputs: Festival_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaire Bronze`)
};

/**
* | output |
* | --- |
* | "Bronze" |
*
* @param {Festival_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_bronze = /** @type {((inputs?: Festival_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_bronze(inputs)
	if (locale === "fr") return fr_festival_tier_bronze(inputs)
	return en_festival_tier_bronze(inputs)
});