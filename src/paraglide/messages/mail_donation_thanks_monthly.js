/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Donation_Thanks_MonthlyInputs */

const en_mail_donation_thanks_monthly = /** @type {(inputs: Mail_Donation_Thanks_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your monthly gift of ${i?.amount}. It will renew each month until you stop it.`)
};

const es_mail_donation_thanks_monthly = /** @type {(inputs: Mail_Donation_Thanks_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por tu donación mensual de ${i?.amount}. Se renovará cada mes hasta que decidas detenerla.`)
};

const fr_mail_donation_thanks_monthly = /** @type {(inputs: Mail_Donation_Thanks_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre don mensuel de ${i?.amount}. Il sera renouvelé chaque mois jusqu’à ce que vous l’arrêtiez.`)
};

/**
* | output |
* | --- |
* | "Thank you for your monthly gift of {amount}. It will renew each month until you stop it." |
*
* @param {Mail_Donation_Thanks_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_thanks_monthly = /** @type {((inputs: Mail_Donation_Thanks_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_Thanks_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_thanks_monthly(inputs)
	if (locale === "fr") return fr_mail_donation_thanks_monthly(inputs)
	return en_mail_donation_thanks_monthly(inputs)
});