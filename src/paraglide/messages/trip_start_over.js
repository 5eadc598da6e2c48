/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Start_OverInputs */

const en_trip_start_over = /** @type {(inputs: Trip_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start over`)
};

const es_trip_start_over = /** @type {(inputs: Trip_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de nuevo`)
};

const fr_trip_start_over = /** @type {(inputs: Trip_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommencer`)
};

/**
* | output |
* | --- |
* | "Start over" |
*
* @param {Trip_Start_OverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_start_over = /** @type {((inputs?: Trip_Start_OverInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Start_OverInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_start_over(inputs)
	if (locale === "fr") return fr_trip_start_over(inputs)
	return en_trip_start_over(inputs)
});