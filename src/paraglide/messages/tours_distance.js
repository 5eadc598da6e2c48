/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_DistanceInputs */

const en_tours_distance = /** @type {(inputs: Tours_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance`)
};

const es_tours_distance = /** @type {(inputs: Tours_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distancia`)
};

const fr_tours_distance = /** @type {(inputs: Tours_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur`)
};

/**
* | output |
* | --- |
* | "Distance" |
*
* @param {Tours_DistanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_distance = /** @type {((inputs?: Tours_DistanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_DistanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_distance(inputs)
	if (locale === "fr") return fr_tours_distance(inputs)
	return en_tours_distance(inputs)
});