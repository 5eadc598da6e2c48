/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_PrintInputs */

const en_trip_print = /** @type {(inputs: Trip_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const es_trip_print = /** @type {(inputs: Trip_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir`)
};

const fr_trip_print = /** @type {(inputs: Trip_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimer`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Trip_PrintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_print = /** @type {((inputs?: Trip_PrintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_PrintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_print(inputs)
	if (locale === "fr") return fr_trip_print(inputs)
	return en_trip_print(inputs)
});