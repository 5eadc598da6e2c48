/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Permission_AllowedInputs */

const en_admin_nf_permission_allowed = /** @type {(inputs: Admin_Nf_Permission_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allowed for every account with this role.`)
};

const es_admin_nf_permission_allowed = /** @type {(inputs: Admin_Nf_Permission_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitido para todas las cuentas con este rol.`)
};

const fr_admin_nf_permission_allowed = /** @type {(inputs: Admin_Nf_Permission_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisé pour tous les comptes ayant ce rôle.`)
};

/**
* | output |
* | --- |
* | "Allowed for every account with this role." |
*
* @param {Admin_Nf_Permission_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_permission_allowed = /** @type {((inputs?: Admin_Nf_Permission_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Permission_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_permission_allowed(inputs)
	if (locale === "fr") return fr_admin_nf_permission_allowed(inputs)
	return en_admin_nf_permission_allowed(inputs)
});