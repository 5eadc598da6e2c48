/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_RoleInputs */

const en_admin_msg_role = /** @type {(inputs: Admin_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose admin, business owner or user`)
};

const es_admin_msg_role = /** @type {(inputs: Admin_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige administrador, propietario de negocio o miembro`)
};

const fr_admin_msg_role = /** @type {(inputs: Admin_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez administrateur, propriétaire de commerce ou membre`)
};

/**
* | output |
* | --- |
* | "Choose admin, business owner or user" |
*
* @param {Admin_Msg_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_role = /** @type {((inputs?: Admin_Msg_RoleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_RoleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_role(inputs)
	if (locale === "fr") return fr_admin_msg_role(inputs)
	return en_admin_msg_role(inputs)
});