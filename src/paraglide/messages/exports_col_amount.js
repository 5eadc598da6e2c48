/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_AmountInputs */

const en_exports_col_amount = /** @type {(inputs: Exports_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount`)
};

const es_exports_col_amount = /** @type {(inputs: Exports_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monto`)
};

const fr_exports_col_amount = /** @type {(inputs: Exports_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`montant`)
};

/**
* | output |
* | --- |
* | "amount" |
*
* @param {Exports_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_amount = /** @type {((inputs?: Exports_Col_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_amount(inputs)
	if (locale === "fr") return fr_exports_col_amount(inputs)
	return en_exports_col_amount(inputs)
});