/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_PayerInputs */

const en_exports_col_payer = /** @type {(inputs: Exports_Col_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payer`)
};

const es_exports_col_payer = /** @type {(inputs: Exports_Col_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pagador`)
};

const fr_exports_col_payer = /** @type {(inputs: Exports_Col_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payeur`)
};

/**
* | output |
* | --- |
* | "payer" |
*
* @param {Exports_Col_PayerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_payer = /** @type {((inputs?: Exports_Col_PayerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_PayerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_payer(inputs)
	if (locale === "fr") return fr_exports_col_payer(inputs)
	return en_exports_col_payer(inputs)
});