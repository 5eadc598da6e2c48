/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_BudgetInputs */

const en_admin_price_budget = /** @type {(inputs: Admin_Price_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Friendly`)
};

const es_admin_price_budget = /** @type {(inputs: Admin_Price_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Económico`)
};

const fr_admin_price_budget = /** @type {(inputs: Admin_Price_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petit budget`)
};

/**
* | output |
* | --- |
* | "Budget Friendly" |
*
* @param {Admin_Price_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_budget = /** @type {((inputs?: Admin_Price_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_budget(inputs)
	if (locale === "fr") return fr_admin_price_budget(inputs)
	return en_admin_price_budget(inputs)
});