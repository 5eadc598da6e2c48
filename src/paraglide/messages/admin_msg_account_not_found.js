/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Account_Not_FoundInputs */

const en_admin_msg_account_not_found = /** @type {(inputs: Admin_Msg_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account not found.`)
};

const es_admin_msg_account_not_found = /** @type {(inputs: Admin_Msg_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la cuenta.`)
};

const fr_admin_msg_account_not_found = /** @type {(inputs: Admin_Msg_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte introuvable.`)
};

/**
* | output |
* | --- |
* | "Account not found." |
*
* @param {Admin_Msg_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_account_not_found = /** @type {((inputs?: Admin_Msg_Account_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Account_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_account_not_found(inputs)
	if (locale === "fr") return fr_admin_msg_account_not_found(inputs)
	return en_admin_msg_account_not_found(inputs)
});