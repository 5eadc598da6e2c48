/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_People_Large_GroupInputs */

const en_trip_group_people_large_group = /** @type {(inputs: Trip_Group_People_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 or more people`)
};

const es_trip_group_people_large_group = /** @type {(inputs: Trip_Group_People_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 personas o más`)
};

const fr_trip_group_people_large_group = /** @type {(inputs: Trip_Group_People_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 personnes ou plus`)
};

/**
* | output |
* | --- |
* | "7 or more people" |
*
* @param {Trip_Group_People_Large_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_people_large_group = /** @type {((inputs?: Trip_Group_People_Large_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_People_Large_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_people_large_group(inputs)
	if (locale === "fr") return fr_trip_group_people_large_group(inputs)
	return en_trip_group_people_large_group(inputs)
});