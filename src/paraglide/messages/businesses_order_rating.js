/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Order_RatingInputs */

const en_businesses_order_rating = /** @type {(inputs: Businesses_Order_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, highest rated first`)
};

const es_businesses_order_rating = /** @type {(inputs: Businesses_Order_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, primero los mejor calificados`)
};

const fr_businesses_order_rating = /** @type {(inputs: Businesses_Order_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, les mieux notées d’abord`)
};

/**
* | output |
* | --- |
* | ", highest rated first" |
*
* @param {Businesses_Order_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_order_rating = /** @type {((inputs?: Businesses_Order_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Order_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_order_rating(inputs)
	if (locale === "fr") return fr_businesses_order_rating(inputs)
	return en_businesses_order_rating(inputs)
});