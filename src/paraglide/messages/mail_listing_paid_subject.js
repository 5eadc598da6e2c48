/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Listing_Paid_SubjectInputs */

const en_mail_listing_paid_subject = /** @type {(inputs: Mail_Listing_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received: ${i?.plan} listing for ${i?.business}`)
};

const es_mail_listing_paid_subject = /** @type {(inputs: Mail_Listing_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago recibido: plan ${i?.plan} para ${i?.business}`)
};

const fr_mail_listing_paid_subject = /** @type {(inputs: Mail_Listing_Paid_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement reçu : formule ${i?.plan} pour ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Payment received: {plan} listing for {business}" |
*
* @param {Mail_Listing_Paid_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_paid_subject = /** @type {((inputs: Mail_Listing_Paid_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Paid_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_paid_subject(inputs)
	if (locale === "fr") return fr_mail_listing_paid_subject(inputs)
	return en_mail_listing_paid_subject(inputs)
});