/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Message_SubjectInputs */

const en_mail_message_subject = /** @type {(inputs: Mail_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New message for ${i?.business}`)
};

const es_mail_message_subject = /** @type {(inputs: Mail_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo mensaje para ${i?.business}`)
};

const fr_mail_message_subject = /** @type {(inputs: Mail_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau message pour ${i?.business}`)
};

/**
* | output |
* | --- |
* | "New message for {business}" |
*
* @param {Mail_Message_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_message_subject = /** @type {((inputs: Mail_Message_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Message_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_message_subject(inputs)
	if (locale === "fr") return fr_mail_message_subject(inputs)
	return en_mail_message_subject(inputs)
});