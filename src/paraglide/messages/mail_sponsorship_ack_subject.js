/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sponsorship_Ack_SubjectInputs */

const en_mail_sponsorship_ack_subject = /** @type {(inputs: Mail_Sponsorship_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your Harlem Week sponsorship inquiry`)
};

const es_mail_sponsorship_ack_subject = /** @type {(inputs: Mail_Sponsorship_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos tu consulta de patrocinio para Harlem Week`)
};

const fr_mail_sponsorship_ack_subject = /** @type {(inputs: Mail_Sponsorship_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre demande de mécénat pour Harlem Week`)
};

/**
* | output |
* | --- |
* | "We received your Harlem Week sponsorship inquiry" |
*
* @param {Mail_Sponsorship_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sponsorship_ack_subject = /** @type {((inputs?: Mail_Sponsorship_Ack_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sponsorship_Ack_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sponsorship_ack_subject(inputs)
	if (locale === "fr") return fr_mail_sponsorship_ack_subject(inputs)
	return en_mail_sponsorship_ack_subject(inputs)
});