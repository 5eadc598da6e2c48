/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_Small_GroupInputs */

const en_trip_group_small_group = /** @type {(inputs: Trip_Group_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small Group (3-6)`)
};

const es_trip_group_small_group = /** @type {(inputs: Trip_Group_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo pequeño (3-6)`)
};

const fr_trip_group_small_group = /** @type {(inputs: Trip_Group_Small_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petit groupe (3-6)`)
};

/**
* | output |
* | --- |
* | "Small Group (3-6)" |
*
* @param {Trip_Group_Small_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_small_group = /** @type {((inputs?: Trip_Group_Small_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_Small_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_small_group(inputs)
	if (locale === "fr") return fr_trip_group_small_group(inputs)
	return en_trip_group_small_group(inputs)
});