/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Already_RefundedInputs */

const en_admin_msg_already_refunded = /** @type {(inputs: Admin_Msg_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment has already been refunded.`)
};

const es_admin_msg_already_refunded = /** @type {(inputs: Admin_Msg_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pago ya se reembolsó.`)
};

const fr_admin_msg_already_refunded = /** @type {(inputs: Admin_Msg_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce paiement a déjà été remboursé.`)
};

/**
* | output |
* | --- |
* | "This payment has already been refunded." |
*
* @param {Admin_Msg_Already_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_already_refunded = /** @type {((inputs?: Admin_Msg_Already_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Already_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_already_refunded(inputs)
	if (locale === "fr") return fr_admin_msg_already_refunded(inputs)
	return en_admin_msg_already_refunded(inputs)
});