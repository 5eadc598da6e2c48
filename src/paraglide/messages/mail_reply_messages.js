/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Reply_MessagesInputs */

const en_mail_reply_messages = /** @type {(inputs: Mail_Reply_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your messages: ${i?.link}`)
};

const es_mail_reply_messages = /** @type {(inputs: Mail_Reply_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus mensajes: ${i?.link}`)
};

const fr_mail_reply_messages = /** @type {(inputs: Mail_Reply_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos messages : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your messages: {link}" |
*
* @param {Mail_Reply_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reply_messages = /** @type {((inputs: Mail_Reply_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reply_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reply_messages(inputs)
	if (locale === "fr") return fr_mail_reply_messages(inputs)
	return en_mail_reply_messages(inputs)
});