/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Reply_SentInputs */

const en_owner_reply_sent = /** @type {(inputs: Owner_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply sent`)
};

const es_owner_reply_sent = /** @type {(inputs: Owner_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta enviada`)
};

const fr_owner_reply_sent = /** @type {(inputs: Owner_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse envoyée`)
};

/**
* | output |
* | --- |
* | "Reply sent" |
*
* @param {Owner_Reply_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_sent = /** @type {((inputs?: Owner_Reply_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_sent(inputs)
	if (locale === "fr") return fr_owner_reply_sent(inputs)
	return en_owner_reply_sent(inputs)
});