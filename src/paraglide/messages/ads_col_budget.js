/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_BudgetInputs */

const en_ads_col_budget = /** @type {(inputs: Ads_Col_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const es_ads_col_budget = /** @type {(inputs: Ads_Col_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto`)
};

const fr_ads_col_budget = /** @type {(inputs: Ads_Col_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enveloppe`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Ads_Col_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_budget = /** @type {((inputs?: Ads_Col_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_budget(inputs)
	if (locale === "fr") return fr_ads_col_budget(inputs)
	return en_ads_col_budget(inputs)
});