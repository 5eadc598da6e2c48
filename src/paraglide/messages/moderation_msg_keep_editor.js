/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Keep_EditorInputs */

const en_moderation_msg_keep_editor = /** @type {(inputs: Moderation_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins must keep 'Manage users': without it no one could change permissions again.`)
};

const es_moderation_msg_keep_editor = /** @type {(inputs: Moderation_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores deben conservar “Gestionar usuarios”: sin ese permiso, nadie podría volver a cambiar los permisos.`)
};

const fr_moderation_msg_keep_editor = /** @type {(inputs: Moderation_Msg_Keep_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs doivent garder « Gérer les utilisateurs » : sans ce droit, plus personne ne pourrait modifier les droits.`)
};

/**
* | output |
* | --- |
* | "Admins must keep 'Manage users': without it no one could change permissions again." |
*
* @param {Moderation_Msg_Keep_EditorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_keep_editor = /** @type {((inputs?: Moderation_Msg_Keep_EditorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Keep_EditorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_keep_editor(inputs)
	if (locale === "fr") return fr_moderation_msg_keep_editor(inputs)
	return en_moderation_msg_keep_editor(inputs)
});