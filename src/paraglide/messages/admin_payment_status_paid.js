/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_PaidInputs */

const en_admin_payment_status_paid = /** @type {(inputs: Admin_Payment_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paid`)
};

const es_admin_payment_status_paid = /** @type {(inputs: Admin_Payment_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pagado`)
};

const fr_admin_payment_status_paid = /** @type {(inputs: Admin_Payment_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payé`)
};

/**
* | output |
* | --- |
* | "paid" |
*
* @param {Admin_Payment_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_paid = /** @type {((inputs?: Admin_Payment_Status_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_paid(inputs)
	if (locale === "fr") return fr_admin_payment_status_paid(inputs)
	return en_admin_payment_status_paid(inputs)
});