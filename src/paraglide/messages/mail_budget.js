/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ budget: NonNullable<unknown> }} Mail_BudgetInputs */

const en_mail_budget = /** @type {(inputs: Mail_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget: ${i?.budget}`)
};

const es_mail_budget = /** @type {(inputs: Mail_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Presupuesto: ${i?.budget}`)
};

const fr_mail_budget = /** @type {(inputs: Mail_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget : ${i?.budget}`)
};

/**
* | output |
* | --- |
* | "Budget: {budget}" |
*
* @param {Mail_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_budget = /** @type {((inputs: Mail_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_budget(inputs)
	if (locale === "fr") return fr_mail_budget(inputs)
	return en_mail_budget(inputs)
});