/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_KindsInputs */

const en_admin_payment_kinds = /** @type {(inputs: Admin_Payment_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinds of payment`)
};

const es_admin_payment_kinds = /** @type {(inputs: Admin_Payment_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de pago`)
};

const fr_admin_payment_kinds = /** @type {(inputs: Admin_Payment_KindsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types de paiement`)
};

/**
* | output |
* | --- |
* | "Kinds of payment" |
*
* @param {Admin_Payment_KindsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_kinds = /** @type {((inputs?: Admin_Payment_KindsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_KindsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_kinds(inputs)
	if (locale === "fr") return fr_admin_payment_kinds(inputs)
	return en_admin_payment_kinds(inputs)
});