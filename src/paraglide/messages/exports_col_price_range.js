/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Price_RangeInputs */

const en_exports_col_price_range = /** @type {(inputs: Exports_Col_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price range`)
};

const es_exports_col_price_range = /** @type {(inputs: Exports_Col_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rango de precios`)
};

const fr_exports_col_price_range = /** @type {(inputs: Exports_Col_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gamme de prix`)
};

/**
* | output |
* | --- |
* | "price range" |
*
* @param {Exports_Col_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_price_range = /** @type {((inputs?: Exports_Col_Price_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Price_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_price_range(inputs)
	if (locale === "fr") return fr_exports_col_price_range(inputs)
	return en_exports_col_price_range(inputs)
});