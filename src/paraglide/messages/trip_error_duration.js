/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Error_DurationInputs */

const en_trip_error_duration = /** @type {(inputs: Trip_Error_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a duration`)
};

const es_trip_error_duration = /** @type {(inputs: Trip_Error_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una duración`)
};

const fr_trip_error_duration = /** @type {(inputs: Trip_Error_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une durée`)
};

/**
* | output |
* | --- |
* | "Please choose a duration" |
*
* @param {Trip_Error_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_error_duration = /** @type {((inputs?: Trip_Error_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Error_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_error_duration(inputs)
	if (locale === "fr") return fr_trip_error_duration(inputs)
	return en_trip_error_duration(inputs)
});