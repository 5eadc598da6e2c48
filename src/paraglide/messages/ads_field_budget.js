/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_BudgetInputs */

const en_ads_field_budget = /** @type {(inputs: Ads_Field_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget (dollars)`)
};

const es_ads_field_budget = /** @type {(inputs: Ads_Field_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto (dólares)`)
};

const fr_ads_field_budget = /** @type {(inputs: Ads_Field_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enveloppe (en dollars)`)
};

/**
* | output |
* | --- |
* | "Budget (dollars)" |
*
* @param {Ads_Field_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_budget = /** @type {((inputs?: Ads_Field_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_budget(inputs)
	if (locale === "fr") return fr_ads_field_budget(inputs)
	return en_ads_field_budget(inputs)
});