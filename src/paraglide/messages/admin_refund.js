/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RefundInputs */

const en_admin_refund = /** @type {(inputs: Admin_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const es_admin_refund = /** @type {(inputs: Admin_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsar`)
};

const fr_admin_refund = /** @type {(inputs: Admin_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rembourser`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund = /** @type {((inputs?: Admin_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refund(inputs)
	if (locale === "fr") return fr_admin_refund(inputs)
	return en_admin_refund(inputs)
});