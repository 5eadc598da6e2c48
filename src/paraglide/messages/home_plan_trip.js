/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plan_TripInputs */

const en_home_plan_trip = /** @type {(inputs: Home_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan a Trip`)
};

const es_home_plan_trip = /** @type {(inputs: Home_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificar un viaje`)
};

const fr_home_plan_trip = /** @type {(inputs: Home_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer une visite`)
};

/**
* | output |
* | --- |
* | "Plan a Trip" |
*
* @param {Home_Plan_TripInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_plan_trip = /** @type {((inputs?: Home_Plan_TripInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plan_TripInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_plan_trip(inputs)
	if (locale === "fr") return fr_home_plan_trip(inputs)
	return en_home_plan_trip(inputs)
});