/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Keep_EditorInputs */

const en_admin_msg_keep_editor = /** @type {(inputs: Admin_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins must keep 'Manage users': without it no one could change permissions again.`)
};

const es_admin_msg_keep_editor = /** @type {(inputs: Admin_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores deben conservar «Gestionar usuarios»: sin ese permiso, nadie podría volver a cambiar los permisos.`)
};

const fr_admin_msg_keep_editor = /** @type {(inputs: Admin_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs doivent garder « Gérer les utilisateurs » : sans cela, personne ne pourrait plus modifier les autorisations.`)
};

/**
* | output |
* | --- |
* | "Admins must keep 'Manage users': without it no one could change permissions again." |
*
* @param {Admin_Msg_Keep_EditorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_keep_editor = /** @type {((inputs?: Admin_Msg_Keep_EditorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Keep_EditorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_keep_editor(inputs)
	if (locale === "fr") return fr_admin_msg_keep_editor(inputs)
	return en_admin_msg_keep_editor(inputs)
});