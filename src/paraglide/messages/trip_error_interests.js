/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Error_InterestsInputs */

const en_trip_error_interests = /** @type {(inputs: Trip_Error_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose at least one interest`)
};

const es_trip_error_interests = /** @type {(inputs: Trip_Error_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige al menos un interés`)
};

const fr_trip_error_interests = /** @type {(inputs: Trip_Error_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir au moins un centre d’intérêt`)
};

/**
* | output |
* | --- |
* | "Please choose at least one interest" |
*
* @param {Trip_Error_InterestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_error_interests = /** @type {((inputs?: Trip_Error_InterestsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Error_InterestsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_error_interests(inputs)
	if (locale === "fr") return fr_trip_error_interests(inputs)
	return en_trip_error_interests(inputs)
});