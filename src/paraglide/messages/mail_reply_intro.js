/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Reply_IntroInputs */

const en_mail_reply_intro = /** @type {(inputs: Mail_Reply_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} replied to your message:`)
};

const es_mail_reply_intro = /** @type {(inputs: Mail_Reply_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} respondió a tu mensaje:`)
};

const fr_mail_reply_intro = /** @type {(inputs: Mail_Reply_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} a répondu à votre message :`)
};

/**
* | output |
* | --- |
* | "{business} replied to your message:" |
*
* @param {Mail_Reply_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reply_intro = /** @type {((inputs: Mail_Reply_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reply_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reply_intro(inputs)
	if (locale === "fr") return fr_mail_reply_intro(inputs)
	return en_mail_reply_intro(inputs)
});