/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Per_PersonInputs */

const en_trip_per_person = /** @type {(inputs: Trip_Per_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per person`)
};

const es_trip_per_person = /** @type {(inputs: Trip_Per_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por persona`)
};

const fr_trip_per_person = /** @type {(inputs: Trip_Per_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par personne`)
};

/**
* | output |
* | --- |
* | "per person" |
*
* @param {Trip_Per_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_per_person = /** @type {((inputs?: Trip_Per_PersonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Per_PersonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_per_person(inputs)
	if (locale === "fr") return fr_trip_per_person(inputs)
	return en_trip_per_person(inputs)
});