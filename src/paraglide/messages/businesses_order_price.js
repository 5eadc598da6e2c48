/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Order_PriceInputs */

const en_businesses_order_price = /** @type {(inputs: Businesses_Order_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, cheapest first`)
};

const es_businesses_order_price = /** @type {(inputs: Businesses_Order_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, primero los más económicos`)
};

const fr_businesses_order_price = /** @type {(inputs: Businesses_Order_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, les moins chères d’abord`)
};

/**
* | output |
* | --- |
* | ", cheapest first" |
*
* @param {Businesses_Order_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_order_price = /** @type {((inputs?: Businesses_Order_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Order_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_order_price(inputs)
	if (locale === "fr") return fr_businesses_order_price(inputs)
	return en_businesses_order_price(inputs)
});