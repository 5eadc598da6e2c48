/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Signup_Role_Business_OwnerInputs */

const en_admin_signup_role_business_owner = /** @type {(inputs: Admin_Signup_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`business owner`)
};

const es_admin_signup_role_business_owner = /** @type {(inputs: Admin_Signup_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propietario de negocio`)
};

const fr_admin_signup_role_business_owner = /** @type {(inputs: Admin_Signup_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propriétaire de commerce`)
};

/**
* | output |
* | --- |
* | "business owner" |
*
* @param {Admin_Signup_Role_Business_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_signup_role_business_owner = /** @type {((inputs?: Admin_Signup_Role_Business_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Signup_Role_Business_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_signup_role_business_owner(inputs)
	if (locale === "fr") return fr_admin_signup_role_business_owner(inputs)
	return en_admin_signup_role_business_owner(inputs)
});