/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tier_ExplorerInputs */

const en_loyalty_tier_explorer = /** @type {(inputs: Loyalty_Tier_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer`)
};

const es_loyalty_tier_explorer = /** @type {(inputs: Loyalty_Tier_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador`)
};

const fr_loyalty_tier_explorer = /** @type {(inputs: Loyalty_Tier_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorateur`)
};

/**
* | output |
* | --- |
* | "Explorer" |
*
* @param {Loyalty_Tier_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier_explorer = /** @type {((inputs?: Loyalty_Tier_ExplorerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tier_ExplorerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier_explorer(inputs)
	if (locale === "fr") return fr_loyalty_tier_explorer(inputs)
	return en_loyalty_tier_explorer(inputs)
});