/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Partnership_Refused_SubjectInputs */

const en_mail_partnership_refused_subject = /** @type {(inputs: Mail_Partnership_Refused_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Harlem Guide partnership application`)
};

const es_mail_partnership_refused_subject = /** @type {(inputs: Mail_Partnership_Refused_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud al Programa de socios de Harlem Guide`)
};

const fr_mail_partnership_refused_subject = /** @type {(inputs: Mail_Partnership_Refused_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre candidature au programme partenaires de Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Your Harlem Guide partnership application" |
*
* @param {Mail_Partnership_Refused_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_refused_subject = /** @type {((inputs?: Mail_Partnership_Refused_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Refused_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_refused_subject(inputs)
	if (locale === "fr") return fr_mail_partnership_refused_subject(inputs)
	return en_mail_partnership_refused_subject(inputs)
});