/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Moderation_In_Reply_SentInputs */

const en_moderation_in_reply_sent = /** @type {(inputs: Moderation_In_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply sent to ${i?.email}.`)
};

const es_moderation_in_reply_sent = /** @type {(inputs: Moderation_In_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta enviada a ${i?.email}.`)
};

const fr_moderation_in_reply_sent = /** @type {(inputs: Moderation_In_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réponse envoyée à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Reply sent to {email}." |
*
* @param {Moderation_In_Reply_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_reply_sent = /** @type {((inputs: Moderation_In_Reply_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Reply_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_reply_sent(inputs)
	if (locale === "fr") return fr_moderation_in_reply_sent(inputs)
	return en_moderation_in_reply_sent(inputs)
});