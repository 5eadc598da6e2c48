/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Reply_MessageInputs */

const en_moderation_msg_reply_message = /** @type {(inputs: Moderation_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a reply`)
};

const es_moderation_msg_reply_message = /** @type {(inputs: Moderation_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una respuesta`)
};

const fr_moderation_msg_reply_message = /** @type {(inputs: Moderation_Msg_Reply_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rédigez une réponse`)
};

/**
* | output |
* | --- |
* | "Write a reply" |
*
* @param {Moderation_Msg_Reply_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_reply_message = /** @type {((inputs?: Moderation_Msg_Reply_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Reply_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_reply_message(inputs)
	if (locale === "fr") return fr_moderation_msg_reply_message(inputs)
	return en_moderation_msg_reply_message(inputs)
});