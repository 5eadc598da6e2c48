/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Trip_PlannerInputs */

const en_nav_trip_planner = /** @type {(inputs: Nav_Trip_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip Planner`)
};

const es_nav_trip_planner = /** @type {(inputs: Nav_Trip_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificador de viaje`)
};

const fr_nav_trip_planner = /** @type {(inputs: Nav_Trip_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificateur de visite`)
};

/**
* | output |
* | --- |
* | "Trip Planner" |
*
* @param {Nav_Trip_PlannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_trip_planner = /** @type {((inputs?: Nav_Trip_PlannerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Trip_PlannerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_trip_planner(inputs)
	if (locale === "fr") return fr_nav_trip_planner(inputs)
	return en_nav_trip_planner(inputs)
});