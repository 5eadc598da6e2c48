/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_No_ReplyInputs */

const en_owner_msg_review_no_reply = /** @type {(inputs: Owner_Msg_Review_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no reply to edit yet: publish one first.`)
};

const es_owner_msg_review_no_reply = /** @type {(inputs: Owner_Msg_Review_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay respuesta que editar: publica una primero.`)
};

const fr_owner_msg_review_no_reply = /** @type {(inputs: Owner_Msg_Review_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas encore de réponse à modifier : publiez-en une d’abord.`)
};

/**
* | output |
* | --- |
* | "There is no reply to edit yet: publish one first." |
*
* @param {Owner_Msg_Review_No_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_no_reply = /** @type {((inputs?: Owner_Msg_Review_No_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_No_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_no_reply(inputs)
	if (locale === "fr") return fr_owner_msg_review_no_reply(inputs)
	return en_owner_msg_review_no_reply(inputs)
});