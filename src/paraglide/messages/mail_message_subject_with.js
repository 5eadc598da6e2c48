/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, subject: NonNullable<unknown> }} Mail_Message_Subject_WithInputs */

const en_mail_message_subject_with = /** @type {(inputs: Mail_Message_Subject_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New message for ${i?.business}: ${i?.subject}`)
};

const es_mail_message_subject_with = /** @type {(inputs: Mail_Message_Subject_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo mensaje para ${i?.business}: ${i?.subject}`)
};

const fr_mail_message_subject_with = /** @type {(inputs: Mail_Message_Subject_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau message pour ${i?.business} : ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "New message for {business}: {subject}" |
*
* @param {Mail_Message_Subject_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_message_subject_with = /** @type {((inputs: Mail_Message_Subject_WithInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Message_Subject_WithInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_message_subject_with(inputs)
	if (locale === "fr") return fr_mail_message_subject_with(inputs)
	return en_mail_message_subject_with(inputs)
});