/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Budget_PremiumInputs */

const en_trip_budget_premium = /** @type {(inputs: Trip_Budget_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const es_trip_budget_premium = /** @type {(inputs: Trip_Budget_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alto`)
};

const fr_trip_budget_premium = /** @type {(inputs: Trip_Budget_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confort`)
};

/**
* | output |
* | --- |
* | "Premium" |
*
* @param {Trip_Budget_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_budget_premium = /** @type {((inputs?: Trip_Budget_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Budget_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_budget_premium(inputs)
	if (locale === "fr") return fr_trip_budget_premium(inputs)
	return en_trip_budget_premium(inputs)
});