/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_People_Small_GroupInputs */

const en_trip_group_people_small_group = /** @type {(inputs: Trip_Group_People_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3–6 people`)
};

const es_trip_group_people_small_group = /** @type {(inputs: Trip_Group_People_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3–6 personas`)
};

const fr_trip_group_people_small_group = /** @type {(inputs: Trip_Group_People_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 à 6 personnes`)
};

/**
* | output |
* | --- |
* | "3–6 people" |
*
* @param {Trip_Group_People_Small_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_people_small_group = /** @type {((inputs?: Trip_Group_People_Small_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_People_Small_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_people_small_group(inputs)
	if (locale === "fr") return fr_trip_group_people_small_group(inputs)
	return en_trip_group_people_small_group(inputs)
});