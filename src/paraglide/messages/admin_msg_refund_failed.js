/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Refund_FailedInputs */

const en_admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund could not be made. Please try again.`)
};

const es_admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo hacer el reembolso. Inténtalo de nuevo.`)
};

const fr_admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le remboursement n’a pas pu être effectué. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The refund could not be made. Please try again." |
*
* @param {Admin_Msg_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_failed = /** @type {((inputs?: Admin_Msg_Refund_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Refund_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_refund_failed(inputs)
	if (locale === "fr") return fr_admin_msg_refund_failed(inputs)
	return en_admin_msg_refund_failed(inputs)
});