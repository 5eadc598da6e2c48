/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Budget_BudgetInputs */

const en_trip_budget_budget = /** @type {(inputs: Trip_Budget_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const es_trip_budget_budget = /** @type {(inputs: Trip_Budget_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Económico`)
};

const fr_trip_budget_budget = /** @type {(inputs: Trip_Budget_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petit budget`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Trip_Budget_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_budget_budget = /** @type {((inputs?: Trip_Budget_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Budget_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_budget_budget(inputs)
	if (locale === "fr") return fr_trip_budget_budget(inputs)
	return en_trip_budget_budget(inputs)
});