/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_PriceInputs */

const en_exports_col_price = /** @type {(inputs: Exports_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

const es_exports_col_price = /** @type {(inputs: Exports_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio`)
};

const fr_exports_col_price = /** @type {(inputs: Exports_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prix`)
};

/**
* | output |
* | --- |
* | "price" |
*
* @param {Exports_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_price = /** @type {((inputs?: Exports_Col_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_price(inputs)
	if (locale === "fr") return fr_exports_col_price(inputs)
	return en_exports_col_price(inputs)
});