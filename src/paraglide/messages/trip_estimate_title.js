/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Estimate_TitleInputs */

const en_trip_estimate_title = /** @type {(inputs: Trip_Estimate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated cost`)
};

const es_trip_estimate_title = /** @type {(inputs: Trip_Estimate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costo estimado`)
};

const fr_trip_estimate_title = /** @type {(inputs: Trip_Estimate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coût estimé`)
};

/**
* | output |
* | --- |
* | "Estimated cost" |
*
* @param {Trip_Estimate_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_estimate_title = /** @type {((inputs?: Trip_Estimate_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Estimate_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_estimate_title(inputs)
	if (locale === "fr") return fr_trip_estimate_title(inputs)
	return en_trip_estimate_title(inputs)
});