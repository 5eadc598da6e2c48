/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Premium_PaidInputs */

const en_admin_premium_paid = /** @type {(inputs: Admin_Premium_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (paid)`)
};

const es_admin_premium_paid = /** @type {(inputs: Admin_Premium_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (de pago)`)
};

const fr_admin_premium_paid = /** @type {(inputs: Admin_Premium_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (payant)`)
};

/**
* | output |
* | --- |
* | "Premium (paid)" |
*
* @param {Admin_Premium_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_paid = /** @type {((inputs?: Admin_Premium_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_paid(inputs)
	if (locale === "fr") return fr_admin_premium_paid(inputs)
	return en_admin_premium_paid(inputs)
});