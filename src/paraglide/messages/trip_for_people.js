/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown> }} Trip_For_PeopleInputs */

const en_trip_for_people = /** @type {(inputs: Trip_For_PeopleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.people}`)
};

const es_trip_for_people = /** @type {(inputs: Trip_For_PeopleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.people}`)
};

const fr_trip_for_people = /** @type {(inputs: Trip_For_PeopleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour ${i?.people}`)
};

/**
* | output |
* | --- |
* | "for {people}" |
*
* @param {Trip_For_PeopleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_for_people = /** @type {((inputs: Trip_For_PeopleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_For_PeopleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_for_people(inputs)
	if (locale === "fr") return fr_trip_for_people(inputs)
	return en_trip_for_people(inputs)
});