/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Listing_Received_ThanksInputs */

const en_mail_listing_received_thanks = /** @type {(inputs: Mail_Listing_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for submitting ${i?.business} to the Harlem Guide.`)
};

const es_mail_listing_received_thanks = /** @type {(inputs: Mail_Listing_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por proponer ${i?.business} a Harlem Guide.`)
};

const fr_mail_listing_received_thanks = /** @type {(inputs: Mail_Listing_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir proposé ${i?.business} au Harlem Guide.`)
};

/**
* | output |
* | --- |
* | "Thank you for submitting {business} to the Harlem Guide." |
*
* @param {Mail_Listing_Received_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_received_thanks = /** @type {((inputs: Mail_Listing_Received_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Received_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_received_thanks(inputs)
	if (locale === "fr") return fr_mail_listing_received_thanks(inputs)
	return en_mail_listing_received_thanks(inputs)
});