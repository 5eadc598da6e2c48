/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Donation_ThanksInputs */

const en_mail_donation_thanks = /** @type {(inputs: Mail_Donation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your gift of ${i?.amount}.`)
};

const es_mail_donation_thanks = /** @type {(inputs: Mail_Donation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por tu donación de ${i?.amount}.`)
};

const fr_mail_donation_thanks = /** @type {(inputs: Mail_Donation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre don de ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "Thank you for your gift of {amount}." |
*
* @param {Mail_Donation_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_thanks = /** @type {((inputs: Mail_Donation_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_thanks(inputs)
	if (locale === "fr") return fr_mail_donation_thanks(inputs)
	return en_mail_donation_thanks(inputs)
});