/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_RefundedInputs */

const en_admin_payment_status_refunded = /** @type {(inputs: Admin_Payment_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

const es_admin_payment_status_refunded = /** @type {(inputs: Admin_Payment_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reembolsado`)
};

const fr_admin_payment_status_refunded = /** @type {(inputs: Admin_Payment_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remboursé`)
};

/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Admin_Payment_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_refunded = /** @type {((inputs?: Admin_Payment_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_refunded(inputs)
	if (locale === "fr") return fr_admin_payment_status_refunded(inputs)
	return en_admin_payment_status_refunded(inputs)
});