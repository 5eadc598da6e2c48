/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Businesses_Buy_PriceInputs */

const en_businesses_buy_price = /** @type {(inputs: Businesses_Buy_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.price}`)
};

const es_businesses_buy_price = /** @type {(inputs: Businesses_Buy_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprar por ${i?.price}`)
};

const fr_businesses_buy_price = /** @type {(inputs: Businesses_Buy_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acheter pour ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Buy {price}" |
*
* @param {Businesses_Buy_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_buy_price = /** @type {((inputs: Businesses_Buy_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Buy_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_buy_price(inputs)
	if (locale === "fr") return fr_businesses_buy_price(inputs)
	return en_businesses_buy_price(inputs)
});