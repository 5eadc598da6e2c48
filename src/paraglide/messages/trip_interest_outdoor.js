/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_OutdoorInputs */

const en_trip_interest_outdoor = /** @type {(inputs: Trip_Interest_OutdoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outdoors`)
};

const es_trip_interest_outdoor = /** @type {(inputs: Trip_Interest_OutdoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aire libre`)
};

const fr_trip_interest_outdoor = /** @type {(inputs: Trip_Interest_OutdoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plein air`)
};

/**
* | output |
* | --- |
* | "Outdoors" |
*
* @param {Trip_Interest_OutdoorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_outdoor = /** @type {((inputs?: Trip_Interest_OutdoorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_OutdoorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_outdoor(inputs)
	if (locale === "fr") return fr_trip_interest_outdoor(inputs)
	return en_trip_interest_outdoor(inputs)
});