/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_UnsubscribeInputs */

const en_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const es_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la suscripción`)
};

const fr_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_unsubscribe = /** @type {((inputs?: Mail_Newsletter_UnsubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_UnsubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_unsubscribe(inputs)
	if (locale === "fr") return fr_mail_newsletter_unsubscribe(inputs)
	return en_mail_newsletter_unsubscribe(inputs)
});