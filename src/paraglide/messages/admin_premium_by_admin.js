/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Premium_By_AdminInputs */

const en_admin_premium_by_admin = /** @type {(inputs: Admin_Premium_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (granted by an admin)`)
};

const es_admin_premium_by_admin = /** @type {(inputs: Admin_Premium_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (otorgado por un administrador)`)
};

const fr_admin_premium_by_admin = /** @type {(inputs: Admin_Premium_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium (accordé par un administrateur)`)
};

/**
* | output |
* | --- |
* | "Premium (granted by an admin)" |
*
* @param {Admin_Premium_By_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_by_admin = /** @type {((inputs?: Admin_Premium_By_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_By_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_by_admin(inputs)
	if (locale === "fr") return fr_admin_premium_by_admin(inputs)
	return en_admin_premium_by_admin(inputs)
});