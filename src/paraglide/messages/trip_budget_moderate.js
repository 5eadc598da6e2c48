/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Budget_ModerateInputs */

const en_trip_budget_moderate = /** @type {(inputs: Trip_Budget_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderate`)
};

const es_trip_budget_moderate = /** @type {(inputs: Trip_Budget_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderado`)
};

const fr_trip_budget_moderate = /** @type {(inputs: Trip_Budget_ModerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modéré`)
};

/**
* | output |
* | --- |
* | "Moderate" |
*
* @param {Trip_Budget_ModerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_budget_moderate = /** @type {((inputs?: Trip_Budget_ModerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Budget_ModerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_budget_moderate(inputs)
	if (locale === "fr") return fr_trip_budget_moderate(inputs)
	return en_trip_budget_moderate(inputs)
});