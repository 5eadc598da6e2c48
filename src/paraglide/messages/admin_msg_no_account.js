/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_No_AccountInputs */

const en_admin_msg_no_account = /** @type {(inputs: Admin_Msg_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account uses that email address.`)
};

const es_admin_msg_no_account = /** @type {(inputs: Admin_Msg_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna cuenta usa ese correo electrónico.`)
};

const fr_admin_msg_no_account = /** @type {(inputs: Admin_Msg_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’utilise cette adresse e-mail.`)
};

/**
* | output |
* | --- |
* | "No account uses that email address." |
*
* @param {Admin_Msg_No_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_no_account = /** @type {((inputs?: Admin_Msg_No_AccountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_No_AccountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_no_account(inputs)
	if (locale === "fr") return fr_admin_msg_no_account(inputs)
	return en_admin_msg_no_account(inputs)
});