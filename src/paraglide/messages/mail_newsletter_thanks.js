/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_ThanksInputs */

const en_mail_newsletter_thanks = /** @type {(inputs: Mail_Newsletter_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for signing up for the Harlem newsletter: stories, events and new places uptown.`)
};

const es_mail_newsletter_thanks = /** @type {(inputs: Mail_Newsletter_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por suscribirte al boletín de Harlem: historias, eventos y lugares nuevos en el Alto Manhattan.`)
};

const fr_mail_newsletter_thanks = /** @type {(inputs: Mail_Newsletter_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre inscription à la newsletter de Harlem : histoires, événements et nouvelles adresses du nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "Thanks for signing up for the Harlem newsletter: stories, events and new places uptown." |
*
* @param {Mail_Newsletter_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_thanks = /** @type {((inputs?: Mail_Newsletter_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_thanks(inputs)
	if (locale === "fr") return fr_mail_newsletter_thanks(inputs)
	return en_mail_newsletter_thanks(inputs)
});