/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_WhyInputs */

const en_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this email because email notifications are on. Choose what you receive: ${i?.link}`)
};

const es_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque tienes activadas las notificaciones por correo. Elige qué recibes: ${i?.link}`)
};

const fr_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail car les notifications par e-mail sont activées. Choisissez ce que vous recevez : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "You get this email because email notifications are on. Choose what you receive: {link}" |
*
* @param {Notify_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_why = /** @type {((inputs: Notify_Mail_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_why(inputs)
	if (locale === "fr") return fr_notify_mail_why(inputs)
	return en_notify_mail_why(inputs)
});