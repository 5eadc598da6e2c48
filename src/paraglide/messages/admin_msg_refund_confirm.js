/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Refund_ConfirmInputs */

const en_admin_msg_refund_confirm = /** @type {(inputs: Admin_Msg_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the box to confirm the refund`)
};

const es_admin_msg_refund_confirm = /** @type {(inputs: Admin_Msg_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca la casilla para confirmar el reembolso`)
};

const fr_admin_msg_refund_confirm = /** @type {(inputs: Admin_Msg_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cochez la case pour confirmer le remboursement`)
};

/**
* | output |
* | --- |
* | "Tick the box to confirm the refund" |
*
* @param {Admin_Msg_Refund_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_confirm = /** @type {((inputs?: Admin_Msg_Refund_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Refund_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_refund_confirm(inputs)
	if (locale === "fr") return fr_admin_msg_refund_confirm(inputs)
	return en_admin_msg_refund_confirm(inputs)
});