/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_RefundInputs */

const en_admin_col_refund = /** @type {(inputs: Admin_Col_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const es_admin_col_refund = /** @type {(inputs: Admin_Col_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolso`)
};

const fr_admin_col_refund = /** @type {(inputs: Admin_Col_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Col_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_col_refund = /** @type {((inputs?: Admin_Col_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_refund(inputs)
	if (locale === "fr") return fr_admin_col_refund(inputs)
	return en_admin_col_refund(inputs)
});