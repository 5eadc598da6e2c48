/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Owner_EmailInputs */

const en_admin_msg_owner_email = /** @type {(inputs: Admin_Msg_Owner_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the owner's account email`)
};

const es_admin_msg_owner_email = /** @type {(inputs: Admin_Msg_Owner_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresa el correo de la cuenta del propietario`)
};

const fr_admin_msg_owner_email = /** @type {(inputs: Admin_Msg_Owner_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’e-mail du compte du propriétaire`)
};

/**
* | output |
* | --- |
* | "Enter the owner's account email" |
*
* @param {Admin_Msg_Owner_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_owner_email = /** @type {((inputs?: Admin_Msg_Owner_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Owner_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_owner_email(inputs)
	if (locale === "fr") return fr_admin_msg_owner_email(inputs)
	return en_admin_msg_owner_email(inputs)
});