/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Signup_Role_UserInputs */

const en_admin_signup_role_user = /** @type {(inputs: Admin_Signup_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

const es_admin_signup_role_user = /** @type {(inputs: Admin_Signup_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`miembro`)
};

const fr_admin_signup_role_user = /** @type {(inputs: Admin_Signup_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membre`)
};

/**
* | output |
* | --- |
* | "user" |
*
* @param {Admin_Signup_Role_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_signup_role_user = /** @type {((inputs?: Admin_Signup_Role_UserInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Signup_Role_UserInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_signup_role_user(inputs)
	if (locale === "fr") return fr_admin_signup_role_user(inputs)
	return en_admin_signup_role_user(inputs)
});