/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ distance: NonNullable<unknown>, direction: NonNullable<unknown> }} Tours_Distance_ToInputs */

const en_tours_distance_to = /** @type {(inputs: Tours_Distance_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} to the ${i?.direction}`)
};

const es_tours_distance_to = /** @type {(inputs: Tours_Distance_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} hacia el ${i?.direction}`)
};

const fr_tours_distance_to = /** @type {(inputs: Tours_Distance_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} vers le ${i?.direction}`)
};

/**
* | output |
* | --- |
* | "{distance} to the {direction}" |
*
* @param {Tours_Distance_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_distance_to = /** @type {((inputs: Tours_Distance_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Distance_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_distance_to(inputs)
	if (locale === "fr") return fr_tours_distance_to(inputs)
	return en_tours_distance_to(inputs)
});