/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Reply_MessageInputs */

const en_admin_msg_reply_message = /** @type {(inputs: Admin_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a reply`)
};

const es_admin_msg_reply_message = /** @type {(inputs: Admin_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una respuesta`)
};

const fr_admin_msg_reply_message = /** @type {(inputs: Admin_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rédigez une réponse`)
};

/**
* | output |
* | --- |
* | "Write a reply" |
*
* @param {Admin_Msg_Reply_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_reply_message = /** @type {((inputs?: Admin_Msg_Reply_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Reply_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_reply_message(inputs)
	if (locale === "fr") return fr_admin_msg_reply_message(inputs)
	return en_admin_msg_reply_message(inputs)
});