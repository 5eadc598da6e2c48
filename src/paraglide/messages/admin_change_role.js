/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Change_RoleInputs */

const en_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change role`)
};

const es_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar rol`)
};

const fr_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le rôle`)
};

/**
* | output |
* | --- |
* | "Change role" |
*
* @param {Admin_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_change_role = /** @type {((inputs?: Admin_Change_RoleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Change_RoleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_change_role(inputs)
	if (locale === "fr") return fr_admin_change_role(inputs)
	return en_admin_change_role(inputs)
});