/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_FamilyInputs */

const en_trip_interest_family = /** @type {(inputs: Trip_Interest_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Friendly`)
};

const es_trip_interest_family = /** @type {(inputs: Trip_Interest_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para familias`)
};

const fr_trip_interest_family = /** @type {(inputs: Trip_Interest_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En famille`)
};

/**
* | output |
* | --- |
* | "Family Friendly" |
*
* @param {Trip_Interest_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_family = /** @type {((inputs?: Trip_Interest_FamilyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_FamilyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_family(inputs)
	if (locale === "fr") return fr_trip_interest_family(inputs)
	return en_trip_interest_family(inputs)
});