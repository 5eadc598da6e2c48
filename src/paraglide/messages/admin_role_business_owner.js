/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_Business_OwnerInputs */

const en_admin_role_business_owner = /** @type {(inputs: Admin_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owner`)
};

const es_admin_role_business_owner = /** @type {(inputs: Admin_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario de negocio`)
};

const fr_admin_role_business_owner = /** @type {(inputs: Admin_Role_Business_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire de commerce`)
};

/**
* | output |
* | --- |
* | "Business owner" |
*
* @param {Admin_Role_Business_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_business_owner = /** @type {((inputs?: Admin_Role_Business_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_Business_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_business_owner(inputs)
	if (locale === "fr") return fr_admin_role_business_owner(inputs)
	return en_admin_role_business_owner(inputs)
});