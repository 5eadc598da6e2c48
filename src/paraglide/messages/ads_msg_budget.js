/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_BudgetInputs */

const en_ads_msg_budget = /** @type {(inputs: Ads_Msg_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a budget in dollars, from $1.00 to $100,000.00.`)
};

const es_ads_msg_budget = /** @type {(inputs: Ads_Msg_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un presupuesto en dólares, de $1.00 a $100,000.00.`)
};

const fr_ads_msg_budget = /** @type {(inputs: Ads_Msg_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un budget en dollars, de 1,00 $ à 100 000,00 $.`)
};

/**
* | output |
* | --- |
* | "Enter a budget in dollars, from $1.00 to $100,000.00." |
*
* @param {Ads_Msg_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_budget = /** @type {((inputs?: Ads_Msg_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_budget(inputs)
	if (locale === "fr") return fr_ads_msg_budget(inputs)
	return en_ads_msg_budget(inputs)
});