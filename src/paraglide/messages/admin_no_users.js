/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_UsersInputs */

const en_admin_no_users = /** @type {(inputs: Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users found`)
};

const es_admin_no_users = /** @type {(inputs: Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron usuarios`)
};

const fr_admin_no_users = /** @type {(inputs: Admin_No_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun utilisateur trouvé`)
};

/**
* | output |
* | --- |
* | "No users found" |
*
* @param {Admin_No_UsersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_no_users = /** @type {((inputs?: Admin_No_UsersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_UsersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_users(inputs)
	if (locale === "fr") return fr_admin_no_users(inputs)
	return en_admin_no_users(inputs)
});