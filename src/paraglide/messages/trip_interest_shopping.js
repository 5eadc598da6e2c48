/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_ShoppingInputs */

const en_trip_interest_shopping = /** @type {(inputs: Trip_Interest_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping`)
};

const es_trip_interest_shopping = /** @type {(inputs: Trip_Interest_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compras`)
};

const fr_trip_interest_shopping = /** @type {(inputs: Trip_Interest_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boutiques`)
};

/**
* | output |
* | --- |
* | "Shopping" |
*
* @param {Trip_Interest_ShoppingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_shopping = /** @type {((inputs?: Trip_Interest_ShoppingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_ShoppingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_shopping(inputs)
	if (locale === "fr") return fr_trip_interest_shopping(inputs)
	return en_trip_interest_shopping(inputs)
});