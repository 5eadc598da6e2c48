/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_GoldInputs */

const en_festival_tier_gold = /** @type {(inputs: Festival_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gold`)
};

const es_festival_tier_gold = /** @type {(inputs: Festival_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oro`)
};

const fr_festival_tier_gold = /** @type {(inputs: Festival_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaire Or`)
};

/**
* | output |
* | --- |
* | "Gold" |
*
* @param {Festival_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_gold = /** @type {((inputs?: Festival_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_GoldInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_gold(inputs)
	if (locale === "fr") return fr_festival_tier_gold(inputs)
	return en_festival_tier_gold(inputs)
});