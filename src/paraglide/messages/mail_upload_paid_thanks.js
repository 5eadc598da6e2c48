/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, tier: NonNullable<unknown>, title: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Upload_Paid_ThanksInputs */

const en_mail_upload_paid_thanks = /** @type {(inputs: Mail_Upload_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we received ${i?.amount} for the ${i?.tier} upload “${i?.title}” of ${i?.business}.`)
};

const es_mail_upload_paid_thanks = /** @type {(inputs: Mail_Upload_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: recibimos ${i?.amount} por la carga ${i?.tier} «${i?.title}» de ${i?.business}.`)
};

const fr_mail_upload_paid_thanks = /** @type {(inputs: Mail_Upload_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci : nous avons bien reçu ${i?.amount} pour le dépôt ${i?.tier} « ${i?.title} » de ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "Thank you: we received {amount} for the {tier} upload “{title}” of {business}." |
*
* @param {Mail_Upload_Paid_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_paid_thanks = /** @type {((inputs: Mail_Upload_Paid_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Paid_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_paid_thanks(inputs)
	if (locale === "fr") return fr_mail_upload_paid_thanks(inputs)
	return en_mail_upload_paid_thanks(inputs)
});