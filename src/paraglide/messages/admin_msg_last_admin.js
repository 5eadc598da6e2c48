/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Last_AdminInputs */

const en_admin_msg_last_admin = /** @type {(inputs: Admin_Msg_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guide needs at least one active admin: make another admin first.`)
};

const es_admin_msg_last_admin = /** @type {(inputs: Admin_Msg_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La guía necesita al menos un administrador activo: primero nombra a otro administrador.`)
};

const fr_admin_msg_last_admin = /** @type {(inputs: Admin_Msg_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le guide doit garder au moins un administrateur actif : nommez d’abord un autre administrateur.`)
};

/**
* | output |
* | --- |
* | "The guide needs at least one active admin: make another admin first." |
*
* @param {Admin_Msg_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_last_admin = /** @type {((inputs?: Admin_Msg_Last_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Last_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_last_admin(inputs)
	if (locale === "fr") return fr_admin_msg_last_admin(inputs)
	return en_admin_msg_last_admin(inputs)
});