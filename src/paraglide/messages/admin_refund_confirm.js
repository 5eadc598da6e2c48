/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, payer: NonNullable<unknown> }} Admin_Refund_ConfirmInputs */

const en_admin_refund_confirm = /** @type {(inputs: Admin_Refund_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.amount} to ${i?.payer}? This cannot be undone.`)
};

const es_admin_refund_confirm = /** @type {(inputs: Admin_Refund_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Reembolsar ${i?.amount} a ${i?.payer}? No se puede deshacer.`)
};

const fr_admin_refund_confirm = /** @type {(inputs: Admin_Refund_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rembourser ${i?.amount} à ${i?.payer} ? Cette opération est irréversible.`)
};

/**
* | output |
* | --- |
* | "Refund {amount} to {payer}? This cannot be undone." |
*
* @param {Admin_Refund_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_confirm = /** @type {((inputs: Admin_Refund_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refund_confirm(inputs)
	if (locale === "fr") return fr_admin_refund_confirm(inputs)
	return en_admin_refund_confirm(inputs)
});