/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Admin_OwnerInputs */

const en_admin_msg_admin_owner = /** @type {(inputs: Admin_Msg_Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins manage every listing already; link a business owner account.`)
};

const es_admin_msg_admin_owner = /** @type {(inputs: Admin_Msg_Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores ya gestionan todas las fichas; vincula una cuenta de propietario de negocio.`)
};

const fr_admin_msg_admin_owner = /** @type {(inputs: Admin_Msg_Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs gèrent déjà toutes les fiches ; associez un compte de propriétaire de commerce.`)
};

/**
* | output |
* | --- |
* | "Admins manage every listing already; link a business owner account." |
*
* @param {Admin_Msg_Admin_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_admin_owner = /** @type {((inputs?: Admin_Msg_Admin_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Admin_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_admin_owner(inputs)
	if (locale === "fr") return fr_admin_msg_admin_owner(inputs)
	return en_admin_msg_admin_owner(inputs)
});