/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_InboxInputs */

const en_admin_msg_inbox = /** @type {(inputs: Admin_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an inbox`)
};

const es_admin_msg_inbox = /** @type {(inputs: Admin_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una bandeja de entrada`)
};

const fr_admin_msg_inbox = /** @type {(inputs: Admin_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une boîte de réception`)
};

/**
* | output |
* | --- |
* | "Choose an inbox" |
*
* @param {Admin_Msg_InboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_inbox = /** @type {((inputs?: Admin_Msg_InboxInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_InboxInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_inbox(inputs)
	if (locale === "fr") return fr_admin_msg_inbox(inputs)
	return en_admin_msg_inbox(inputs)
});