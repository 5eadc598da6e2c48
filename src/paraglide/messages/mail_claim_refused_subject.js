/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Refused_SubjectInputs */

const en_mail_claim_refused_subject = /** @type {(inputs: Mail_Claim_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About your claim for ${i?.business}`)
};

const es_mail_claim_refused_subject = /** @type {(inputs: Mail_Claim_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sobre tu solicitud para administrar ${i?.business}`)
};

const fr_mail_claim_refused_subject = /** @type {(inputs: Mail_Claim_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de votre demande de gestion de ${i?.business}`)
};

/**
* | output |
* | --- |
* | "About your claim for {business}" |
*
* @param {Mail_Claim_Refused_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_refused_subject = /** @type {((inputs: Mail_Claim_Refused_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Refused_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_refused_subject(inputs)
	if (locale === "fr") return fr_mail_claim_refused_subject(inputs)
	return en_mail_claim_refused_subject(inputs)
});