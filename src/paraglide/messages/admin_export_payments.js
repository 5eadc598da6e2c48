/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_PaymentsInputs */

const en_admin_export_payments = /** @type {(inputs: Admin_Export_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const es_admin_export_payments = /** @type {(inputs: Admin_Export_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

const fr_admin_export_payments = /** @type {(inputs: Admin_Export_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Admin_Export_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_payments = /** @type {((inputs?: Admin_Export_PaymentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_PaymentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_export_payments(inputs)
	if (locale === "fr") return fr_admin_export_payments(inputs)
	return en_admin_export_payments(inputs)
});