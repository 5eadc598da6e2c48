/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_Ended_BudgetInputs */

const en_ads_state_ended_budget = /** @type {(inputs: Ads_State_Ended_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended: budget spent`)
};

const es_ads_state_ended_budget = /** @type {(inputs: Ads_State_Ended_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado: presupuesto agotado`)
};

const fr_ads_state_ended_budget = /** @type {(inputs: Ads_State_Ended_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée : budget dépensé`)
};

/**
* | output |
* | --- |
* | "Ended: budget spent" |
*
* @param {Ads_State_Ended_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_ended_budget = /** @type {((inputs?: Ads_State_Ended_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_Ended_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_ended_budget(inputs)
	if (locale === "fr") return fr_ads_state_ended_budget(inputs)
	return en_ads_state_ended_budget(inputs)
});