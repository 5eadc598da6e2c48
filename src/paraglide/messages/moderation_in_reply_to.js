/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Moderation_In_Reply_ToInputs */

const en_moderation_in_reply_to = /** @type {(inputs: Moderation_In_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to ${i?.name}`)
};

const es_moderation_in_reply_to = /** @type {(inputs: Moderation_In_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const fr_moderation_in_reply_to = /** @type {(inputs: Moderation_In_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Répondre à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply to {name}" |
*
* @param {Moderation_In_Reply_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_reply_to = /** @type {((inputs: Moderation_In_Reply_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_Reply_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_reply_to(inputs)
	if (locale === "fr") return fr_moderation_in_reply_to(inputs)
	return en_moderation_in_reply_to(inputs)
});