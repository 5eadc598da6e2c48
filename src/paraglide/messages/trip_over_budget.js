/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Over_BudgetInputs */

const en_trip_over_budget = /** @type {(inputs: Trip_Over_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan may cost more than your budget: skip a paid stop or two, or choose a lower budget for cheaper places.`)
};

const es_trip_over_budget = /** @type {(inputs: Trip_Over_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan podría costar más que tu presupuesto: omite una o dos paradas de pago o elige un presupuesto más bajo para lugares más económicos.`)
};

const fr_trip_over_budget = /** @type {(inputs: Trip_Over_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce programme risque de dépasser votre budget : retirez une ou deux étapes payantes, ou choisissez un budget plus bas pour des lieux moins chers.`)
};

/**
* | output |
* | --- |
* | "This plan may cost more than your budget: skip a paid stop or two, or choose a lower budget for cheaper places." |
*
* @param {Trip_Over_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_over_budget = /** @type {((inputs?: Trip_Over_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Over_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_over_budget(inputs)
	if (locale === "fr") return fr_trip_over_budget(inputs)
	return en_trip_over_budget(inputs)
});