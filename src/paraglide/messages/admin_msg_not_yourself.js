/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Not_YourselfInputs */

const en_admin_msg_not_yourself = /** @type {(inputs: Admin_Msg_Not_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own role or suspend yourself; ask another admin.`)
};

const es_admin_msg_not_yourself = /** @type {(inputs: Admin_Msg_Not_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes cambiar tu propio rol ni suspenderte; pídeselo a otro administrador.`)
};

const fr_admin_msg_not_yourself = /** @type {(inputs: Admin_Msg_Not_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas changer votre propre rôle ni vous suspendre ; demandez-le à un autre administrateur.`)
};

/**
* | output |
* | --- |
* | "You cannot change your own role or suspend yourself; ask another admin." |
*
* @param {Admin_Msg_Not_YourselfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_not_yourself = /** @type {((inputs?: Admin_Msg_Not_YourselfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Not_YourselfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_not_yourself(inputs)
	if (locale === "fr") return fr_admin_msg_not_yourself(inputs)
	return en_admin_msg_not_yourself(inputs)
});