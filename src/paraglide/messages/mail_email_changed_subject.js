/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_SubjectInputs */

const en_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Harlem Guide email was changed`)
};

const es_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió el correo de tu cuenta de Harlem Guide`)
};

const fr_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail de votre compte Harlem Guide a été modifiée`)
};

/**
* | output |
* | --- |
* | "Your Harlem Guide email was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs?: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_email_changed_subject(inputs)
	if (locale === "fr") return fr_mail_email_changed_subject(inputs)
	return en_mail_email_changed_subject(inputs)
});