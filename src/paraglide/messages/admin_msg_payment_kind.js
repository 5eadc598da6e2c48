/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Payment_KindInputs */

const en_admin_msg_payment_kind = /** @type {(inputs: Admin_Msg_Payment_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a payment`)
};

const es_admin_msg_payment_kind = /** @type {(inputs: Admin_Msg_Payment_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un pago`)
};

const fr_admin_msg_payment_kind = /** @type {(inputs: Admin_Msg_Payment_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un paiement`)
};

/**
* | output |
* | --- |
* | "Choose a payment" |
*
* @param {Admin_Msg_Payment_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_payment_kind = /** @type {((inputs?: Admin_Msg_Payment_KindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Payment_KindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_payment_kind(inputs)
	if (locale === "fr") return fr_admin_msg_payment_kind(inputs)
	return en_admin_msg_payment_kind(inputs)
});