/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_CultureInputs */

const en_trip_interest_culture = /** @type {(inputs: Trip_Interest_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts & Culture`)
};

const es_trip_interest_culture = /** @type {(inputs: Trip_Interest_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arte y cultura`)
};

const fr_trip_interest_culture = /** @type {(inputs: Trip_Interest_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts et culture`)
};

/**
* | output |
* | --- |
* | "Arts & Culture" |
*
* @param {Trip_Interest_CultureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_culture = /** @type {((inputs?: Trip_Interest_CultureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_CultureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_culture(inputs)
	if (locale === "fr") return fr_trip_interest_culture(inputs)
	return en_trip_interest_culture(inputs)
});