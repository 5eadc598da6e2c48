/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Confirm_ButtonInputs */

const en_mail_newsletter_confirm_button = /** @type {(inputs: Mail_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

const es_mail_newsletter_confirm_button = /** @type {(inputs: Mail_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi suscripción`)
};

const fr_mail_newsletter_confirm_button = /** @type {(inputs: Mail_Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer mon abonnement`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Mail_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_button = /** @type {((inputs?: Mail_Newsletter_Confirm_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_confirm_button(inputs)
	if (locale === "fr") return fr_mail_newsletter_confirm_button(inputs)
	return en_mail_newsletter_confirm_button(inputs)
});