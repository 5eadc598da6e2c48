/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_Reply_UpdatedInputs */

const en_owner_msg_review_reply_updated = /** @type {(inputs: Owner_Msg_Review_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply was updated.`)
};

const es_owner_msg_review_reply_updated = /** @type {(inputs: Owner_Msg_Review_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu respuesta se actualizó.`)
};

const fr_owner_msg_review_reply_updated = /** @type {(inputs: Owner_Msg_Review_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse a été modifiée.`)
};

/**
* | output |
* | --- |
* | "Your reply was updated." |
*
* @param {Owner_Msg_Review_Reply_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_reply_updated = /** @type {((inputs?: Owner_Msg_Review_Reply_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_Reply_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_reply_updated(inputs)
	if (locale === "fr") return fr_owner_msg_review_reply_updated(inputs)
	return en_owner_msg_review_reply_updated(inputs)
});