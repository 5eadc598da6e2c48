/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Donation_ReceiptInputs */

const en_mail_donation_receipt = /** @type {(inputs: Mail_Donation_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt: donation #${i?.id}, ${i?.amount}, paid ${i?.date}.`)
};

const es_mail_donation_receipt = /** @type {(inputs: Mail_Donation_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibo: donación n.º ${i?.id}, ${i?.amount}, pagada el ${i?.date}.`)
};

const fr_mail_donation_receipt = /** @type {(inputs: Mail_Donation_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu : don nº ${i?.id}, ${i?.amount}, payé le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Receipt: donation #{id}, {amount}, paid {date}." |
*
* @param {Mail_Donation_ReceiptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_receipt = /** @type {((inputs: Mail_Donation_ReceiptInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_ReceiptInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_receipt(inputs)
	if (locale === "fr") return fr_mail_donation_receipt(inputs)
	return en_mail_donation_receipt(inputs)
});