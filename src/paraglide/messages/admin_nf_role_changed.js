/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Role_ChangedInputs */

const en_admin_nf_role_changed = /** @type {(inputs: Admin_Nf_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The role is changed.`)
};

const es_admin_nf_role_changed = /** @type {(inputs: Admin_Nf_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El rol ha cambiado.`)
};

const fr_admin_nf_role_changed = /** @type {(inputs: Admin_Nf_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le rôle est modifié.`)
};

/**
* | output |
* | --- |
* | "The role is changed." |
*
* @param {Admin_Nf_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_role_changed = /** @type {((inputs?: Admin_Nf_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Role_ChangedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_role_changed(inputs)
	if (locale === "fr") return fr_admin_nf_role_changed(inputs)
	return en_admin_nf_role_changed(inputs)
});