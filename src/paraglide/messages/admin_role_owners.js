/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_OwnersInputs */

const en_admin_role_owners = /** @type {(inputs: Admin_Role_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owners`)
};

const es_admin_role_owners = /** @type {(inputs: Admin_Role_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietarios de negocios`)
};

const fr_admin_role_owners = /** @type {(inputs: Admin_Role_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaires de commerces`)
};

/**
* | output |
* | --- |
* | "Business owners" |
*
* @param {Admin_Role_OwnersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_owners = /** @type {((inputs?: Admin_Role_OwnersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_OwnersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_owners(inputs)
	if (locale === "fr") return fr_admin_role_owners(inputs)
	return en_admin_role_owners(inputs)
});