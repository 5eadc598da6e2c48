/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Refund_SubjectInputs */

const en_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund: ${i?.title}`)
};

const es_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reembolso: ${i?.title}`)
};

const fr_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Refund: {title}" |
*
* @param {Mail_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_refund_subject = /** @type {((inputs: Mail_Refund_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_refund_subject(inputs)
	if (locale === "fr") return fr_mail_refund_subject(inputs)
	return en_mail_refund_subject(inputs)
});