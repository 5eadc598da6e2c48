/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Message_Not_SentInputs */

const en_businesses_message_not_sent = /** @type {(inputs: Businesses_Message_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message not sent`)
};

const es_businesses_message_not_sent = /** @type {(inputs: Businesses_Message_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje no enviado`)
};

const fr_businesses_message_not_sent = /** @type {(inputs: Businesses_Message_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message non envoyé`)
};

/**
* | output |
* | --- |
* | "Message not sent" |
*
* @param {Businesses_Message_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_message_not_sent = /** @type {((inputs?: Businesses_Message_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Message_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_message_not_sent(inputs)
	if (locale === "fr") return fr_businesses_message_not_sent(inputs)
	return en_businesses_message_not_sent(inputs)
});