/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_FoodInputs */

const en_trip_interest_food = /** @type {(inputs: Trip_Interest_FoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food & Dining`)
};

const es_trip_interest_food = /** @type {(inputs: Trip_Interest_FoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gastronomía`)
};

const fr_trip_interest_food = /** @type {(inputs: Trip_Interest_FoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gastronomie`)
};

/**
* | output |
* | --- |
* | "Food & Dining" |
*
* @param {Trip_Interest_FoodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_food = /** @type {((inputs?: Trip_Interest_FoodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_FoodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_food(inputs)
	if (locale === "fr") return fr_trip_interest_food(inputs)
	return en_trip_interest_food(inputs)
});