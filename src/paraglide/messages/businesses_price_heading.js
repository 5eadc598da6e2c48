/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Price_HeadingInputs */

const en_businesses_price_heading = /** @type {(inputs: Businesses_Price_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price range`)
};

const es_businesses_price_heading = /** @type {(inputs: Businesses_Price_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango de precios`)
};

const fr_businesses_price_heading = /** @type {(inputs: Businesses_Price_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamme de prix`)
};

/**
* | output |
* | --- |
* | "Price range" |
*
* @param {Businesses_Price_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_price_heading = /** @type {((inputs?: Businesses_Price_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Price_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_price_heading(inputs)
	if (locale === "fr") return fr_businesses_price_heading(inputs)
	return en_businesses_price_heading(inputs)
});