/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Open_LinkInputs */

const en_mail_newsletter_open_link = /** @type {(inputs: Mail_Newsletter_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your subscription by opening this link:`)
};

const es_mail_newsletter_open_link = /** @type {(inputs: Mail_Newsletter_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción abriendo este enlace:`)
};

const fr_mail_newsletter_open_link = /** @type {(inputs: Mail_Newsletter_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre abonnement en ouvrant ce lien :`)
};

/**
* | output |
* | --- |
* | "Please confirm your subscription by opening this link:" |
*
* @param {Mail_Newsletter_Open_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_open_link = /** @type {((inputs?: Mail_Newsletter_Open_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Open_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_open_link(inputs)
	if (locale === "fr") return fr_mail_newsletter_open_link(inputs)
	return en_mail_newsletter_open_link(inputs)
});