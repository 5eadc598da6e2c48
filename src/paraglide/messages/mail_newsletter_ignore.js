/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_IgnoreInputs */

const en_mail_newsletter_ignore = /** @type {(inputs: Mail_Newsletter_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you didn't sign up, ignore this email and you won't hear from us.`)
};

const es_mail_newsletter_ignore = /** @type {(inputs: Mail_Newsletter_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no te suscribiste, ignora este correo y no volverás a saber de nosotros.`)
};

const fr_mail_newsletter_ignore = /** @type {(inputs: Mail_Newsletter_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si cette inscription ne vient pas de vous, ignorez ce message : nous ne vous écrirons plus.`)
};

/**
* | output |
* | --- |
* | "If you didn't sign up, ignore this email and you won't hear from us." |
*
* @param {Mail_Newsletter_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_ignore = /** @type {((inputs?: Mail_Newsletter_IgnoreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_IgnoreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_ignore(inputs)
	if (locale === "fr") return fr_mail_newsletter_ignore(inputs)
	return en_mail_newsletter_ignore(inputs)
});