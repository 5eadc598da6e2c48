/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_ExplorersInputs */

const en_partners_pricing_explorers = /** @type {(inputs: Partners_Pricing_ExplorersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Harlem Explorers`)
};

const es_partners_pricing_explorers = /** @type {(inputs: Partners_Pricing_ExplorersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para exploradores de Harlem`)
};

const fr_partners_pricing_explorers = /** @type {(inputs: Partners_Pricing_ExplorersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les explorateurs de Harlem`)
};

/**
* | output |
* | --- |
* | "For Harlem Explorers" |
*
* @param {Partners_Pricing_ExplorersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_explorers = /** @type {((inputs?: Partners_Pricing_ExplorersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_ExplorersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_explorers(inputs)
	if (locale === "fr") return fr_partners_pricing_explorers(inputs)
	return en_partners_pricing_explorers(inputs)
});