/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Donation_Receipt_MonthlyInputs */

const en_mail_donation_receipt_monthly = /** @type {(inputs: Mail_Donation_Receipt_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt: donation #${i?.id}, ${i?.amount} per month, paid ${i?.date}.`)
};

const es_mail_donation_receipt_monthly = /** @type {(inputs: Mail_Donation_Receipt_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibo: donación n.º ${i?.id}, ${i?.amount} al mes, pagada el ${i?.date}.`)
};

const fr_mail_donation_receipt_monthly = /** @type {(inputs: Mail_Donation_Receipt_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu : don nº ${i?.id}, ${i?.amount} par mois, payé le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Receipt: donation #{id}, {amount} per month, paid {date}." |
*
* @param {Mail_Donation_Receipt_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_receipt_monthly = /** @type {((inputs: Mail_Donation_Receipt_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_Receipt_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_receipt_monthly(inputs)
	if (locale === "fr") return fr_mail_donation_receipt_monthly(inputs)
	return en_mail_donation_receipt_monthly(inputs)
});