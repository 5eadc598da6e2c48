/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_BudgetInputs */

const en_partners_sp_budget = /** @type {(inputs: Partners_Sp_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const es_partners_sp_budget = /** @type {(inputs: Partners_Sp_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto`)
};

const fr_partners_sp_budget = /** @type {(inputs: Partners_Sp_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget envisagé`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Partners_Sp_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_budget = /** @type {((inputs?: Partners_Sp_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_budget(inputs)
	if (locale === "fr") return fr_partners_sp_budget(inputs)
	return en_partners_sp_budget(inputs)
});