/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Error_StartInputs */

const en_trip_error_start = /** @type {(inputs: Trip_Error_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a valid start date`)
};

const es_trip_error_start = /** @type {(inputs: Trip_Error_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha de inicio válida`)
};

const fr_trip_error_start = /** @type {(inputs: Trip_Error_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une date de début valide`)
};

/**
* | output |
* | --- |
* | "Please choose a valid start date" |
*
* @param {Trip_Error_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_error_start = /** @type {((inputs?: Trip_Error_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Error_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_error_start(inputs)
	if (locale === "fr") return fr_trip_error_start(inputs)
	return en_trip_error_start(inputs)
});