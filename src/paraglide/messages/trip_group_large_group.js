/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_Large_GroupInputs */

const en_trip_group_large_group = /** @type {(inputs: Trip_Group_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large Group (7+)`)
};

const es_trip_group_large_group = /** @type {(inputs: Trip_Group_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo grande (7+)`)
};

const fr_trip_group_large_group = /** @type {(inputs: Trip_Group_Large_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grand groupe (7+)`)
};

/**
* | output |
* | --- |
* | "Large Group (7+)" |
*
* @param {Trip_Group_Large_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_large_group = /** @type {((inputs?: Trip_Group_Large_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_Large_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_large_group(inputs)
	if (locale === "fr") return fr_trip_group_large_group(inputs)
	return en_trip_group_large_group(inputs)
});