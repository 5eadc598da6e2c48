/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_Payment_HistoryInputs */

const en_admin_no_payment_history = /** @type {(inputs: Admin_No_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment history available`)
};

const es_admin_no_payment_history = /** @type {(inputs: Admin_No_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay historial de pagos`)
};

const fr_admin_no_payment_history = /** @type {(inputs: Admin_No_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun historique de paiement`)
};

/**
* | output |
* | --- |
* | "No payment history available" |
*
* @param {Admin_No_Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_no_payment_history = /** @type {((inputs?: Admin_No_Payment_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Payment_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_payment_history(inputs)
	if (locale === "fr") return fr_admin_no_payment_history(inputs)
	return en_admin_no_payment_history(inputs)
});