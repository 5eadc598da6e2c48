/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_FailedInputs */

const en_admin_payment_status_failed = /** @type {(inputs: Admin_Payment_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

const es_admin_payment_status_failed = /** @type {(inputs: Admin_Payment_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fallido`)
};

const fr_admin_payment_status_failed = /** @type {(inputs: Admin_Payment_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`échoué`)
};

/**
* | output |
* | --- |
* | "failed" |
*
* @param {Admin_Payment_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_failed = /** @type {((inputs?: Admin_Payment_Status_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_failed(inputs)
	if (locale === "fr") return fr_admin_payment_status_failed(inputs)
	return en_admin_payment_status_failed(inputs)
});