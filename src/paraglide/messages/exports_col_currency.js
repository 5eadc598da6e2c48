/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_CurrencyInputs */

const en_exports_col_currency = /** @type {(inputs: Exports_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency`)
};

const es_exports_col_currency = /** @type {(inputs: Exports_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moneda`)
};

const fr_exports_col_currency = /** @type {(inputs: Exports_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devise`)
};

/**
* | output |
* | --- |
* | "currency" |
*
* @param {Exports_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_currency = /** @type {((inputs?: Exports_Col_CurrencyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_CurrencyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_currency(inputs)
	if (locale === "fr") return fr_exports_col_currency(inputs)
	return en_exports_col_currency(inputs)
});