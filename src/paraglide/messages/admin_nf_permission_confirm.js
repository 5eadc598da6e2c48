/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Permission_ConfirmInputs */

const en_admin_nf_permission_confirm = /** @type {(inputs: Admin_Nf_Permission_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the change: it applies at once to every account with this role.`)
};

const es_admin_nf_permission_confirm = /** @type {(inputs: Admin_Nf_Permission_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma el cambio: se aplica de inmediato a todas las cuentas con este rol.`)
};

const fr_admin_nf_permission_confirm = /** @type {(inputs: Admin_Nf_Permission_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez la modification : elle s’applique aussitôt à tous les comptes ayant ce rôle.`)
};

/**
* | output |
* | --- |
* | "Confirm the change: it applies at once to every account with this role." |
*
* @param {Admin_Nf_Permission_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_permission_confirm = /** @type {((inputs?: Admin_Nf_Permission_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Permission_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_permission_confirm(inputs)
	if (locale === "fr") return fr_admin_nf_permission_confirm(inputs)
	return en_admin_nf_permission_confirm(inputs)
});