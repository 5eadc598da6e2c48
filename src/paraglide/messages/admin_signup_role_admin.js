/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Signup_Role_AdminInputs */

const en_admin_signup_role_admin = /** @type {(inputs: Admin_Signup_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const es_admin_signup_role_admin = /** @type {(inputs: Admin_Signup_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrador`)
};

const fr_admin_signup_role_admin = /** @type {(inputs: Admin_Signup_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`administrateur`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Admin_Signup_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_signup_role_admin = /** @type {((inputs?: Admin_Signup_Role_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Signup_Role_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_signup_role_admin(inputs)
	if (locale === "fr") return fr_admin_signup_role_admin(inputs)
	return en_admin_signup_role_admin(inputs)
});