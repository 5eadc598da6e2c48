/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Group_SoloInputs */

const en_trip_group_solo = /** @type {(inputs: Trip_Group_SoloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo`)
};

const es_trip_group_solo = /** @type {(inputs: Trip_Group_SoloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Individual`)
};

const fr_trip_group_solo = /** @type {(inputs: Trip_Group_SoloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul`)
};

/**
* | output |
* | --- |
* | "Solo" |
*
* @param {Trip_Group_SoloInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group_solo = /** @type {((inputs?: Trip_Group_SoloInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Group_SoloInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group_solo(inputs)
	if (locale === "fr") return fr_trip_group_solo(inputs)
	return en_trip_group_solo(inputs)
});