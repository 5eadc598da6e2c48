/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Donation_SubjectInputs */

const en_mail_donation_subject = /** @type {(inputs: Mail_Donation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your donation: ${i?.amount}`)
};

const es_mail_donation_subject = /** @type {(inputs: Mail_Donation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por tu donación: ${i?.amount}`)
};

const fr_mail_donation_subject = /** @type {(inputs: Mail_Donation_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre don : ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Thank you for your donation: {amount}" |
*
* @param {Mail_Donation_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_subject = /** @type {((inputs: Mail_Donation_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_subject(inputs)
	if (locale === "fr") return fr_mail_donation_subject(inputs)
	return en_mail_donation_subject(inputs)
});