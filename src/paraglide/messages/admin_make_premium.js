/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Make_PremiumInputs */

const en_admin_make_premium = /** @type {(inputs: Admin_Make_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make premium`)
};

const es_admin_make_premium = /** @type {(inputs: Admin_Make_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer Premium`)
};

const fr_admin_make_premium = /** @type {(inputs: Admin_Make_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer en Premium`)
};

/**
* | output |
* | --- |
* | "Make premium" |
*
* @param {Admin_Make_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_make_premium = /** @type {((inputs?: Admin_Make_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Make_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_make_premium(inputs)
	if (locale === "fr") return fr_admin_make_premium(inputs)
	return en_admin_make_premium(inputs)
});