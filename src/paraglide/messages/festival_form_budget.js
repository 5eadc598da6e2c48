/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_BudgetInputs */

const en_festival_form_budget = /** @type {(inputs: Festival_Form_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const es_festival_form_budget = /** @type {(inputs: Festival_Form_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto`)
};

const fr_festival_form_budget = /** @type {(inputs: Festival_Form_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget envisagé`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Festival_Form_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_budget = /** @type {((inputs?: Festival_Form_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_budget(inputs)
	if (locale === "fr") return fr_festival_form_budget(inputs)
	return en_festival_form_budget(inputs)
});