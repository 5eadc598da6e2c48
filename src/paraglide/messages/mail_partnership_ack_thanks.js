/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Partnership_Ack_ThanksInputs */

const en_mail_partnership_ack_thanks = /** @type {(inputs: Mail_Partnership_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for applying to the Harlem Partner Program for ${i?.business}.`)
};

const es_mail_partnership_ack_thanks = /** @type {(inputs: Mail_Partnership_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por presentar la solicitud de ${i?.business} al Programa de socios de Harlem.`)
};

const fr_mail_partnership_ack_thanks = /** @type {(inputs: Mail_Partnership_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir présenté la candidature de ${i?.business} au programme partenaires de Harlem.`)
};

/**
* | output |
* | --- |
* | "Thank you for applying to the Harlem Partner Program for {business}." |
*
* @param {Mail_Partnership_Ack_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_ack_thanks = /** @type {((inputs: Mail_Partnership_Ack_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Ack_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_ack_thanks(inputs)
	if (locale === "fr") return fr_mail_partnership_ack_thanks(inputs)
	return en_mail_partnership_ack_thanks(inputs)
});