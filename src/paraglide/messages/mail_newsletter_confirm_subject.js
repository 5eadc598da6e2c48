/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Confirm_SubjectInputs */

const en_mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your Harlem newsletter subscription`)
};

const es_mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción al boletín de Harlem`)
};

const fr_mail_newsletter_confirm_subject = /** @type {(inputs: Mail_Newsletter_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre abonnement à la newsletter de Harlem`)
};

/**
* | output |
* | --- |
* | "Confirm your Harlem newsletter subscription" |
*
* @param {Mail_Newsletter_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_subject = /** @type {((inputs?: Mail_Newsletter_Confirm_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_confirm_subject(inputs)
	if (locale === "fr") return fr_mail_newsletter_confirm_subject(inputs)
	return en_mail_newsletter_confirm_subject(inputs)
});