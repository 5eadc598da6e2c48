/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_PremiumInputs */

const en_admin_remove_premium = /** @type {(inputs: Admin_Remove_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove premium`)
};

const es_admin_remove_premium = /** @type {(inputs: Admin_Remove_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar Premium`)
};

const fr_admin_remove_premium = /** @type {(inputs: Admin_Remove_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer Premium`)
};

/**
* | output |
* | --- |
* | "Remove premium" |
*
* @param {Admin_Remove_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_remove_premium = /** @type {((inputs?: Admin_Remove_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_remove_premium(inputs)
	if (locale === "fr") return fr_admin_remove_premium(inputs)
	return en_admin_remove_premium(inputs)
});