/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Reply_SubjectInputs */

const en_moderation_msg_reply_subject = /** @type {(inputs: Moderation_Msg_Reply_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A subject is required`)
};

const es_moderation_msg_reply_subject = /** @type {(inputs: Moderation_Msg_Reply_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El asunto es obligatorio`)
};

const fr_moderation_msg_reply_subject = /** @type {(inputs: Moderation_Msg_Reply_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’objet est obligatoire`)
};

/**
* | output |
* | --- |
* | "A subject is required" |
*
* @param {Moderation_Msg_Reply_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_reply_subject = /** @type {((inputs?: Moderation_Msg_Reply_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Reply_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_reply_subject(inputs)
	if (locale === "fr") return fr_moderation_msg_reply_subject(inputs)
	return en_moderation_msg_reply_subject(inputs)
});