/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_PaidInputs */

const en_exports_col_paid = /** @type {(inputs: Exports_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paid`)
};

const es_exports_col_paid = /** @type {(inputs: Exports_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de pago`)
};

const fr_exports_col_paid = /** @type {(inputs: Exports_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de paiement`)
};

/**
* | output |
* | --- |
* | "paid" |
*
* @param {Exports_Col_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_paid = /** @type {((inputs?: Exports_Col_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_paid(inputs)
	if (locale === "fr") return fr_exports_col_paid(inputs)
	return en_exports_col_paid(inputs)
});