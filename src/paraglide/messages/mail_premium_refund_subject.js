/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Premium_Refund_SubjectInputs */

const en_mail_premium_refund_subject = /** @type {(inputs: Mail_Premium_Refund_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Premium refund`)
};

const es_mail_premium_refund_subject = /** @type {(inputs: Mail_Premium_Refund_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reembolso de Premium`)
};

const fr_mail_premium_refund_subject = /** @type {(inputs: Mail_Premium_Refund_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre remboursement Premium`)
};

/**
* | output |
* | --- |
* | "Your Premium refund" |
*
* @param {Mail_Premium_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_premium_refund_subject = /** @type {((inputs?: Mail_Premium_Refund_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Premium_Refund_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_premium_refund_subject(inputs)
	if (locale === "fr") return fr_mail_premium_refund_subject(inputs)
	return en_mail_premium_refund_subject(inputs)
});