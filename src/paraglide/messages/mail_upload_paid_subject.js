/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Upload_Paid_SubjectInputs */

const en_mail_upload_paid_subject = /** @type {(inputs: Mail_Upload_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt: ${i?.tier} upload for ${i?.business}`)
};

const es_mail_upload_paid_subject = /** @type {(inputs: Mail_Upload_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibo: carga ${i?.tier} para ${i?.business}`)
};

const fr_mail_upload_paid_subject = /** @type {(inputs: Mail_Upload_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu : dépôt ${i?.tier} pour ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Receipt: {tier} upload for {business}" |
*
* @param {Mail_Upload_Paid_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_paid_subject = /** @type {((inputs: Mail_Upload_Paid_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Paid_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_paid_subject(inputs)
	if (locale === "fr") return fr_mail_upload_paid_subject(inputs)
	return en_mail_upload_paid_subject(inputs)
});