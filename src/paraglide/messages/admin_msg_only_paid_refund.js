/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Only_Paid_RefundInputs */

const en_admin_msg_only_paid_refund = /** @type {(inputs: Admin_Msg_Only_Paid_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a completed payment can be refunded.`)
};

const es_admin_msg_only_paid_refund = /** @type {(inputs: Admin_Msg_Only_Paid_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede reembolsar un pago completado.`)
};

const fr_admin_msg_only_paid_refund = /** @type {(inputs: Admin_Msg_Only_Paid_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un paiement finalisé peut être remboursé.`)
};

/**
* | output |
* | --- |
* | "Only a completed payment can be refunded." |
*
* @param {Admin_Msg_Only_Paid_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_only_paid_refund = /** @type {((inputs?: Admin_Msg_Only_Paid_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Only_Paid_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_only_paid_refund(inputs)
	if (locale === "fr") return fr_admin_msg_only_paid_refund(inputs)
	return en_admin_msg_only_paid_refund(inputs)
});