/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_GroupInputs */

const en_trip_group = /** @type {(inputs: Trip_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group size`)
};

const es_trip_group = /** @type {(inputs: Trip_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño del grupo`)
};

const fr_trip_group = /** @type {(inputs: Trip_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille du groupe`)
};

/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Trip_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_group = /** @type {((inputs?: Trip_GroupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_GroupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_group(inputs)
	if (locale === "fr") return fr_trip_group(inputs)
	return en_trip_group(inputs)
});