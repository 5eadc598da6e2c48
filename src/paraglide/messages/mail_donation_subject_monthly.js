/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Donation_Subject_MonthlyInputs */

const en_mail_donation_subject_monthly = /** @type {(inputs: Mail_Donation_Subject_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your donation: ${i?.amount} monthly`)
};

const es_mail_donation_subject_monthly = /** @type {(inputs: Mail_Donation_Subject_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por tu donación: ${i?.amount} al mes`)
};

const fr_mail_donation_subject_monthly = /** @type {(inputs: Mail_Donation_Subject_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre don : ${i?.amount} par mois`)
};

/**
* | output |
* | --- |
* | "Thank you for your donation: {amount} monthly" |
*
* @param {Mail_Donation_Subject_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_subject_monthly = /** @type {((inputs: Mail_Donation_Subject_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_Subject_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_subject_monthly(inputs)
	if (locale === "fr") return fr_mail_donation_subject_monthly(inputs)
	return en_mail_donation_subject_monthly(inputs)
});