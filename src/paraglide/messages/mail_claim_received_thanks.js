/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Received_ThanksInputs */

const en_mail_claim_received_thanks = /** @type {(inputs: Mail_Claim_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for claiming ${i?.business} on the Harlem Guide.`)
};

const es_mail_claim_received_thanks = /** @type {(inputs: Mail_Claim_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por solicitar la administración de ${i?.business} en Harlem Guide.`)
};

const fr_mail_claim_received_thanks = /** @type {(inputs: Mail_Claim_Received_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir demandé à gérer ${i?.business} sur le Harlem Guide.`)
};

/**
* | output |
* | --- |
* | "Thank you for claiming {business} on the Harlem Guide." |
*
* @param {Mail_Claim_Received_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_received_thanks = /** @type {((inputs: Mail_Claim_Received_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Received_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_received_thanks(inputs)
	if (locale === "fr") return fr_mail_claim_received_thanks(inputs)
	return en_mail_claim_received_thanks(inputs)
});