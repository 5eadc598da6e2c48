/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_People_CoupleInputs */

const en_trip_group_people_couple = /** @type {(inputs: Trip_Group_People_CoupleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 people`)
};

const es_trip_group_people_couple = /** @type {(inputs: Trip_Group_People_CoupleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 personas`)
};

const fr_trip_group_people_couple = /** @type {(inputs: Trip_Group_People_CoupleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 personnes`)
};

/**
* | output |
* | --- |
* | "2 people" |
*
* @param {Trip_Group_People_CoupleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_people_couple = /** @type {((inputs?: Trip_Group_People_CoupleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_People_CoupleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_people_couple(inputs)
	if (locale === "fr") return fr_trip_group_people_couple(inputs)
	return en_trip_group_people_couple(inputs)
});