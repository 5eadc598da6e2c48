/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Status_PendingInputs */

const en_admin_payment_status_pending = /** @type {(inputs: Admin_Payment_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const es_admin_payment_status_pending = /** @type {(inputs: Admin_Payment_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

const fr_admin_payment_status_pending = /** @type {(inputs: Admin_Payment_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Admin_Payment_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_status_pending = /** @type {((inputs?: Admin_Payment_Status_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Status_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_status_pending(inputs)
	if (locale === "fr") return fr_admin_payment_status_pending(inputs)
	return en_admin_payment_status_pending(inputs)
});