/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trip_Plan_StartingInputs */

const en_trip_plan_starting = /** @type {(inputs: Trip_Plan_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starting ${i?.date}`)
};

const es_trip_plan_starting = /** @type {(inputs: Trip_Plan_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A partir del ${i?.date}`)
};

const fr_trip_plan_starting = /** @type {(inputs: Trip_Plan_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Starting {date}" |
*
* @param {Trip_Plan_StartingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_plan_starting = /** @type {((inputs: Trip_Plan_StartingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Plan_StartingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_plan_starting(inputs)
	if (locale === "fr") return fr_trip_plan_starting(inputs)
	return en_trip_plan_starting(inputs)
});