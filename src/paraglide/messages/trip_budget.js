/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_BudgetInputs */

const en_trip_budget = /** @type {(inputs: Trip_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget per person per day`)
};

const es_trip_budget = /** @type {(inputs: Trip_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto por persona y por día`)
};

const fr_trip_budget = /** @type {(inputs: Trip_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget par personne et par jour`)
};

/**
* | output |
* | --- |
* | "Budget per person per day" |
*
* @param {Trip_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_budget = /** @type {((inputs?: Trip_BudgetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_BudgetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_budget(inputs)
	if (locale === "fr") return fr_trip_budget(inputs)
	return en_trip_budget(inputs)
});