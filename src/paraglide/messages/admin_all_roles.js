/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_All_RolesInputs */

const en_admin_all_roles = /** @type {(inputs: Admin_All_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All roles`)
};

const es_admin_all_roles = /** @type {(inputs: Admin_All_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los roles`)
};

const fr_admin_all_roles = /** @type {(inputs: Admin_All_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les rôles`)
};

/**
* | output |
* | --- |
* | "All roles" |
*
* @param {Admin_All_RolesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_all_roles = /** @type {((inputs?: Admin_All_RolesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_All_RolesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_all_roles(inputs)
	if (locale === "fr") return fr_admin_all_roles(inputs)
	return en_admin_all_roles(inputs)
});