/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_AdminsInputs */

const en_admin_role_admins = /** @type {(inputs: Admin_Role_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins`)
};

const es_admin_role_admins = /** @type {(inputs: Admin_Role_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administradores`)
};

const fr_admin_role_admins = /** @type {(inputs: Admin_Role_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateurs`)
};

/**
* | output |
* | --- |
* | "Admins" |
*
* @param {Admin_Role_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_admins = /** @type {((inputs?: Admin_Role_AdminsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_AdminsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_admins(inputs)
	if (locale === "fr") return fr_admin_role_admins(inputs)
	return en_admin_role_admins(inputs)
});