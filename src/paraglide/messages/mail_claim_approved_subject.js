/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Approved_SubjectInputs */

const en_mail_claim_approved_subject = /** @type {(inputs: Mail_Claim_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approved: ${i?.business} is yours to manage`)
};

const es_mail_claim_approved_subject = /** @type {(inputs: Mail_Claim_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud aprobada: ya puedes administrar ${i?.business}`)
};

const fr_mail_claim_approved_subject = /** @type {(inputs: Mail_Claim_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande approuvée : vous pouvez désormais gérer ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Approved: {business} is yours to manage" |
*
* @param {Mail_Claim_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_approved_subject = /** @type {((inputs: Mail_Claim_Approved_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Approved_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_approved_subject(inputs)
	if (locale === "fr") return fr_mail_claim_approved_subject(inputs)
	return en_mail_claim_approved_subject(inputs)
});