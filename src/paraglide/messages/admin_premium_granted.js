/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Premium_GrantedInputs */

const en_admin_premium_granted = /** @type {(inputs: Admin_Premium_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (granted)`)
};

const es_admin_premium_granted = /** @type {(inputs: Admin_Premium_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (otorgado)`)
};

const fr_admin_premium_granted = /** @type {(inputs: Admin_Premium_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (accordé)`)
};

/**
* | output |
* | --- |
* | "Premium (granted)" |
*
* @param {Admin_Premium_GrantedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_granted = /** @type {((inputs?: Admin_Premium_GrantedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_GrantedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_granted(inputs)
	if (locale === "fr") return fr_admin_premium_granted(inputs)
	return en_admin_premium_granted(inputs)
});