/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Code_SubjectInputs */

const en_mail_claim_code_subject = /** @type {(inputs: Mail_Claim_Code_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code to claim ${i?.business}`)
};

const es_mail_claim_code_subject = /** @type {(inputs: Mail_Claim_Code_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código para administrar ${i?.business}`)
};

const fr_mail_claim_code_subject = /** @type {(inputs: Mail_Claim_Code_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code pour gérer ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Your code to claim {business}" |
*
* @param {Mail_Claim_Code_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_code_subject = /** @type {((inputs: Mail_Claim_Code_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Code_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_code_subject(inputs)
	if (locale === "fr") return fr_mail_claim_code_subject(inputs)
	return en_mail_claim_code_subject(inputs)
});