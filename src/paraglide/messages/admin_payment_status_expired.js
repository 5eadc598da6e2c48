/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_ExpiredInputs */

const en_admin_payment_status_expired = /** @type {(inputs: Admin_Payment_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired`)
};

const es_admin_payment_status_expired = /** @type {(inputs: Admin_Payment_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vencido`)
};

const fr_admin_payment_status_expired = /** @type {(inputs: Admin_Payment_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expiré`)
};

/**
* | output |
* | --- |
* | "expired" |
*
* @param {Admin_Payment_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_expired = /** @type {((inputs?: Admin_Payment_Status_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_expired(inputs)
	if (locale === "fr") return fr_admin_payment_status_expired(inputs)
	return en_admin_payment_status_expired(inputs)
});