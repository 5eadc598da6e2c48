/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_CancelledInputs */

const en_admin_payment_status_cancelled = /** @type {(inputs: Admin_Payment_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

const es_admin_payment_status_cancelled = /** @type {(inputs: Admin_Payment_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelado`)
};

const fr_admin_payment_status_cancelled = /** @type {(inputs: Admin_Payment_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annulé`)
};

/**
* | output |
* | --- |
* | "cancelled" |
*
* @param {Admin_Payment_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_cancelled = /** @type {((inputs?: Admin_Payment_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_cancelled(inputs)
	if (locale === "fr") return fr_admin_payment_status_cancelled(inputs)
	return en_admin_payment_status_cancelled(inputs)
});