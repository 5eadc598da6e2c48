/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ miles: NonNullable<unknown>, walk: NonNullable<unknown> }} Businesses_Distance_WalkInputs */

const en_businesses_distance_walk = /** @type {(inputs: Businesses_Distance_WalkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.miles} · ${i?.walk} walk`)
};

const es_businesses_distance_walk = /** @type {(inputs: Businesses_Distance_WalkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.miles} · ${i?.walk} a pie`)
};

const fr_businesses_distance_walk = /** @type {(inputs: Businesses_Distance_WalkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.miles} · ${i?.walk} à pied`)
};

/**
* | output |
* | --- |
* | "{miles} · {walk} walk" |
*
* @param {Businesses_Distance_WalkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_distance_walk = /** @type {((inputs: Businesses_Distance_WalkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Distance_WalkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_distance_walk(inputs)
	if (locale === "fr") return fr_businesses_distance_walk(inputs)
	return en_businesses_distance_walk(inputs)
});