/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_ArchitectureInputs */

const en_trip_interest_architecture = /** @type {(inputs: Trip_Interest_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Architecture`)
};

const es_trip_interest_architecture = /** @type {(inputs: Trip_Interest_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquitectura`)
};

const fr_trip_interest_architecture = /** @type {(inputs: Trip_Interest_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrimoine bâti`)
};

/**
* | output |
* | --- |
* | "Architecture" |
*
* @param {Trip_Interest_ArchitectureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_architecture = /** @type {((inputs?: Trip_Interest_ArchitectureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_ArchitectureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_architecture(inputs)
	if (locale === "fr") return fr_trip_interest_architecture(inputs)
	return en_trip_interest_architecture(inputs)
});