/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Welcome_SubjectInputs */

const en_mail_newsletter_welcome_subject = /** @type {(inputs: Mail_Newsletter_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're subscribed to the Harlem newsletter`)
};

const es_mail_newsletter_welcome_subject = /** @type {(inputs: Mail_Newsletter_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción al boletín de Harlem está confirmada`)
};

const fr_mail_newsletter_welcome_subject = /** @type {(inputs: Mail_Newsletter_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement à la newsletter de Harlem est confirmé`)
};

/**
* | output |
* | --- |
* | "You're subscribed to the Harlem newsletter" |
*
* @param {Mail_Newsletter_Welcome_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_welcome_subject = /** @type {((inputs?: Mail_Newsletter_Welcome_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Welcome_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_welcome_subject(inputs)
	if (locale === "fr") return fr_mail_newsletter_welcome_subject(inputs)
	return en_mail_newsletter_welcome_subject(inputs)
});