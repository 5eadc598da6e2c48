/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, plan: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Listing_Paid_ThanksInputs */

const en_mail_listing_paid_thanks = /** @type {(inputs: Mail_Listing_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we received ${i?.amount} for the ${i?.plan} listing of ${i?.business}.`)
};

const es_mail_listing_paid_thanks = /** @type {(inputs: Mail_Listing_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: recibimos ${i?.amount} por el plan ${i?.plan} de ${i?.business}.`)
};

const fr_mail_listing_paid_thanks = /** @type {(inputs: Mail_Listing_Paid_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci : nous avons bien reçu ${i?.amount} pour la formule ${i?.plan} de ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "Thank you: we received {amount} for the {plan} listing of {business}." |
*
* @param {Mail_Listing_Paid_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_paid_thanks = /** @type {((inputs: Mail_Listing_Paid_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Paid_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_paid_thanks(inputs)
	if (locale === "fr") return fr_mail_listing_paid_thanks(inputs)
	return en_mail_listing_paid_thanks(inputs)
});