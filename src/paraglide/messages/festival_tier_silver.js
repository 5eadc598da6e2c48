/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_SilverInputs */

const en_festival_tier_silver = /** @type {(inputs: Festival_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silver`)
};

const es_festival_tier_silver = /** @type {(inputs: Festival_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plata`)
};

const fr_festival_tier_silver = /** @type {(inputs: Festival_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaire Argent`)
};

/**
* | output |
* | --- |
* | "Silver" |
*
* @param {Festival_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_silver = /** @type {((inputs?: Festival_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_SilverInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_silver(inputs)
	if (locale === "fr") return fr_festival_tier_silver(inputs)
	return en_festival_tier_silver(inputs)
});