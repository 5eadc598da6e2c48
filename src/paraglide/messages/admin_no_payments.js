/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_PaymentsInputs */

const en_admin_no_payments = /** @type {(inputs: Admin_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments found`)
};

const es_admin_no_payments = /** @type {(inputs: Admin_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron pagos`)
};

const fr_admin_no_payments = /** @type {(inputs: Admin_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement trouvé`)
};

/**
* | output |
* | --- |
* | "No payments found" |
*
* @param {Admin_No_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_no_payments = /** @type {((inputs?: Admin_No_PaymentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_PaymentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_payments(inputs)
	if (locale === "fr") return fr_admin_no_payments(inputs)
	return en_admin_no_payments(inputs)
});