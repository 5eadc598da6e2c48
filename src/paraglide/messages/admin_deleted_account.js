/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Deleted_AccountInputs */

const en_admin_deleted_account = /** @type {(inputs: Admin_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a deleted account`)
};

const es_admin_deleted_account = /** @type {(inputs: Admin_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una cuenta eliminada`)
};

const fr_admin_deleted_account = /** @type {(inputs: Admin_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un compte supprimé`)
};

/**
* | output |
* | --- |
* | "a deleted account" |
*
* @param {Admin_Deleted_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_deleted_account = /** @type {((inputs?: Admin_Deleted_AccountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Deleted_AccountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_deleted_account(inputs)
	if (locale === "fr") return fr_admin_deleted_account(inputs)
	return en_admin_deleted_account(inputs)
});