/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, subject: NonNullable<unknown> }} Mail_Reply_SubjectInputs */

const en_mail_reply_subject = /** @type {(inputs: Mail_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} replied: ${i?.subject}`)
};

const es_mail_reply_subject = /** @type {(inputs: Mail_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} respondió: ${i?.subject}`)
};

const fr_mail_reply_subject = /** @type {(inputs: Mail_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} a répondu : ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{business} replied: {subject}" |
*
* @param {Mail_Reply_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reply_subject = /** @type {((inputs: Mail_Reply_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reply_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reply_subject(inputs)
	if (locale === "fr") return fr_mail_reply_subject(inputs)
	return en_mail_reply_subject(inputs)
});