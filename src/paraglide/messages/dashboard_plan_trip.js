/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Plan_TripInputs */

const en_dashboard_plan_trip = /** @type {(inputs: Dashboard_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan a Trip`)
};

const es_dashboard_plan_trip = /** @type {(inputs: Dashboard_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planear un viaje`)
};

const fr_dashboard_plan_trip = /** @type {(inputs: Dashboard_Plan_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer un voyage`)
};

/**
* | output |
* | --- |
* | "Plan a Trip" |
*
* @param {Dashboard_Plan_TripInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_plan_trip = /** @type {((inputs?: Dashboard_Plan_TripInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Plan_TripInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_plan_trip(inputs)
	if (locale === "fr") return fr_dashboard_plan_trip(inputs)
	return en_dashboard_plan_trip(inputs)
});