/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_PriceInputs */

const en_businesses_sort_price = /** @type {(inputs: Businesses_Sort_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price, low to high`)
};

const es_businesses_sort_price = /** @type {(inputs: Businesses_Sort_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio, de menor a mayor`)
};

const fr_businesses_sort_price = /** @type {(inputs: Businesses_Sort_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix croissant`)
};

/**
* | output |
* | --- |
* | "Price, low to high" |
*
* @param {Businesses_Sort_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_price = /** @type {((inputs?: Businesses_Sort_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_price(inputs)
	if (locale === "fr") return fr_businesses_sort_price(inputs)
	return en_businesses_sort_price(inputs)
});