/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_PaymentInputs */

const en_admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing payment`)
};

const es_admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago de ficha`)
};

const fr_admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de fiche`)
};

/**
* | output |
* | --- |
* | "Listing payment" |
*
* @param {Admin_Activity_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_payment = /** @type {((inputs?: Admin_Activity_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_payment(inputs)
	if (locale === "fr") return fr_admin_activity_payment(inputs)
	return en_admin_activity_payment(inputs)
});