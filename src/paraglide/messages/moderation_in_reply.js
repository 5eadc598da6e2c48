/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_ReplyInputs */

const en_moderation_in_reply = /** @type {(inputs: Moderation_In_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const es_moderation_in_reply = /** @type {(inputs: Moderation_In_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

const fr_moderation_in_reply = /** @type {(inputs: Moderation_In_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondre`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Moderation_In_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_reply = /** @type {((inputs?: Moderation_In_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_reply(inputs)
	if (locale === "fr") return fr_moderation_in_reply(inputs)
	return en_moderation_in_reply(inputs)
});