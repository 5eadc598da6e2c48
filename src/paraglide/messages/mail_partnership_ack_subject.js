/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Partnership_Ack_SubjectInputs */

const en_mail_partnership_ack_subject = /** @type {(inputs: Mail_Partnership_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your Harlem partnership application`)
};

const es_mail_partnership_ack_subject = /** @type {(inputs: Mail_Partnership_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos tu solicitud al Programa de socios de Harlem`)
};

const fr_mail_partnership_ack_subject = /** @type {(inputs: Mail_Partnership_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre candidature au programme partenaires de Harlem`)
};

/**
* | output |
* | --- |
* | "We received your Harlem partnership application" |
*
* @param {Mail_Partnership_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_ack_subject = /** @type {((inputs?: Mail_Partnership_Ack_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Ack_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_ack_subject(inputs)
	if (locale === "fr") return fr_mail_partnership_ack_subject(inputs)
	return en_mail_partnership_ack_subject(inputs)
});