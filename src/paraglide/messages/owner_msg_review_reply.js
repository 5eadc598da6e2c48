/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_ReplyInputs */

const en_owner_msg_review_reply = /** @type {(inputs: Owner_Msg_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write your reply`)
};

const es_owner_msg_review_reply = /** @type {(inputs: Owner_Msg_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu respuesta`)
};

const fr_owner_msg_review_reply = /** @type {(inputs: Owner_Msg_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez écrire votre réponse`)
};

/**
* | output |
* | --- |
* | "Please write your reply" |
*
* @param {Owner_Msg_Review_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_reply = /** @type {((inputs?: Owner_Msg_Review_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_reply(inputs)
	if (locale === "fr") return fr_owner_msg_review_reply(inputs)
	return en_owner_msg_review_reply(inputs)
});