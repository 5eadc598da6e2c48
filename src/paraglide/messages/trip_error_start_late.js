/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Error_Start_LateInputs */

const en_trip_error_start_late = /** @type {(inputs: Trip_Error_Start_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a start date within the next year`)
};

const es_trip_error_start_late = /** @type {(inputs: Trip_Error_Start_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha de inicio dentro del próximo año`)
};

const fr_trip_error_start_late = /** @type {(inputs: Trip_Error_Start_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une date de début dans l’année qui vient`)
};

/**
* | output |
* | --- |
* | "Please choose a start date within the next year" |
*
* @param {Trip_Error_Start_LateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_error_start_late = /** @type {((inputs?: Trip_Error_Start_LateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Error_Start_LateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_error_start_late(inputs)
	if (locale === "fr") return fr_trip_error_start_late(inputs)
	return en_trip_error_start_late(inputs)
});