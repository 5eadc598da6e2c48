/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Plan_TitleInputs */

const en_trip_plan_title = /** @type {(inputs: Trip_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Harlem Itinerary`)
};

const es_trip_plan_title = /** @type {(inputs: Trip_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu itinerario por Harlem`)
};

const fr_trip_plan_title = /** @type {(inputs: Trip_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre itinéraire à Harlem`)
};

/**
* | output |
* | --- |
* | "Your Harlem Itinerary" |
*
* @param {Trip_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_plan_title = /** @type {((inputs?: Trip_Plan_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Plan_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_plan_title(inputs)
	if (locale === "fr") return fr_trip_plan_title(inputs)
	return en_trip_plan_title(inputs)
});