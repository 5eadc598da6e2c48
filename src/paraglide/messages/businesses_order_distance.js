/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Order_DistanceInputs */

const en_businesses_order_distance = /** @type {(inputs: Businesses_Order_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, nearest first`)
};

const es_businesses_order_distance = /** @type {(inputs: Businesses_Order_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, primero los más cercanos`)
};

const fr_businesses_order_distance = /** @type {(inputs: Businesses_Order_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, les plus proches d’abord`)
};

/**
* | output |
* | --- |
* | ", nearest first" |
*
* @param {Businesses_Order_DistanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_order_distance = /** @type {((inputs?: Businesses_Order_DistanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Order_DistanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_order_distance(inputs)
	if (locale === "fr") return fr_businesses_order_distance(inputs)
	return en_businesses_order_distance(inputs)
});