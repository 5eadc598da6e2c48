/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_MonthlyInputs */

const en_exports_col_monthly = /** @type {(inputs: Exports_Col_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly`)
};

const es_exports_col_monthly = /** @type {(inputs: Exports_Col_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensual`)
};

const fr_exports_col_monthly = /** @type {(inputs: Exports_Col_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensuel`)
};

/**
* | output |
* | --- |
* | "monthly" |
*
* @param {Exports_Col_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_monthly = /** @type {((inputs?: Exports_Col_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_monthly(inputs)
	if (locale === "fr") return fr_exports_col_monthly(inputs)
	return en_exports_col_monthly(inputs)
});