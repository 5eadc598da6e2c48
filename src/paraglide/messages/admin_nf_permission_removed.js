/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Permission_RemovedInputs */

const en_admin_nf_permission_removed = /** @type {(inputs: Admin_Nf_Permission_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from every account with this role.`)
};

const es_admin_nf_permission_removed = /** @type {(inputs: Admin_Nf_Permission_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirado de todas las cuentas con este rol.`)
};

const fr_admin_nf_permission_removed = /** @type {(inputs: Admin_Nf_Permission_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retiré de tous les comptes ayant ce rôle.`)
};

/**
* | output |
* | --- |
* | "Removed from every account with this role." |
*
* @param {Admin_Nf_Permission_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_permission_removed = /** @type {((inputs?: Admin_Nf_Permission_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Permission_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_permission_removed(inputs)
	if (locale === "fr") return fr_admin_nf_permission_removed(inputs)
	return en_admin_nf_permission_removed(inputs)
});