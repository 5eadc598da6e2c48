/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Welcome_BodyInputs */

const en_mail_newsletter_welcome_body = /** @type {(inputs: Mail_Newsletter_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is confirmed. You'll get the Harlem newsletter: stories, events and new places uptown.`)
};

const es_mail_newsletter_welcome_body = /** @type {(inputs: Mail_Newsletter_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción está confirmada. Recibirás el boletín de Harlem: historias, eventos y lugares nuevos en el Alto Manhattan.`)
};

const fr_mail_newsletter_welcome_body = /** @type {(inputs: Mail_Newsletter_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement est confirmé. Vous recevrez la newsletter de Harlem : histoires, événements et nouvelles adresses du nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "Your subscription is confirmed. You'll get the Harlem newsletter: stories, events and new places uptown." |
*
* @param {Mail_Newsletter_Welcome_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_welcome_body = /** @type {((inputs?: Mail_Newsletter_Welcome_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Welcome_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_welcome_body(inputs)
	if (locale === "fr") return fr_mail_newsletter_welcome_body(inputs)
	return en_mail_newsletter_welcome_body(inputs)
});