/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_MembersInputs */

const en_admin_role_members = /** @type {(inputs: Admin_Role_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const es_admin_role_members = /** @type {(inputs: Admin_Role_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros`)
};

const fr_admin_role_members = /** @type {(inputs: Admin_Role_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Role_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_members = /** @type {((inputs?: Admin_Role_MembersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_MembersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_members(inputs)
	if (locale === "fr") return fr_admin_role_members(inputs)
	return en_admin_role_members(inputs)
});