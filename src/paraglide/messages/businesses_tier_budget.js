/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Tier_BudgetInputs */

const en_businesses_tier_budget = /** @type {(inputs: Businesses_Tier_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget-friendly`)
};

const es_businesses_tier_budget = /** @type {(inputs: Businesses_Tier_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Económico`)
};

const fr_businesses_tier_budget = /** @type {(inputs: Businesses_Tier_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petit budget`)
};

/**
* | output |
* | --- |
* | "Budget-friendly" |
*
* @param {Businesses_Tier_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tier_budget = /** @type {((inputs?: Businesses_Tier_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tier_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tier_budget(inputs)
	if (locale === "fr") return fr_businesses_tier_budget(inputs)
	return en_businesses_tier_budget(inputs)
});