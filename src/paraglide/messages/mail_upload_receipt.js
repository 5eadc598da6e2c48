/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Upload_ReceiptInputs */

const en_mail_upload_receipt = /** @type {(inputs: Mail_Upload_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt: upload #${i?.id}, ${i?.amount}, paid ${i?.date}.`)
};

const es_mail_upload_receipt = /** @type {(inputs: Mail_Upload_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibo: carga n.º ${i?.id}, ${i?.amount}, pagada el ${i?.date}.`)
};

const fr_mail_upload_receipt = /** @type {(inputs: Mail_Upload_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu : dépôt n° ${i?.id}, ${i?.amount}, payé le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Receipt: upload #{id}, {amount}, paid {date}." |
*
* @param {Mail_Upload_ReceiptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_receipt = /** @type {((inputs: Mail_Upload_ReceiptInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_ReceiptInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_receipt(inputs)
	if (locale === "fr") return fr_mail_upload_receipt(inputs)
	return en_mail_upload_receipt(inputs)
});