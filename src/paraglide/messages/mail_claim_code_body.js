/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, code: NonNullable<unknown> }} Mail_Claim_Code_BodyInputs */

const en_mail_claim_code_body = /** @type {(inputs: Mail_Claim_Code_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code to claim ${i?.business} on the Harlem Guide is ${i?.code}. Enter it on the claim page; it works for 15 minutes.`)
};

const es_mail_claim_code_body = /** @type {(inputs: Mail_Claim_Code_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código para administrar ${i?.business} en Harlem Guide es ${i?.code}. Escríbelo en la página de la solicitud; vale durante 15 minutos.`)
};

const fr_mail_claim_code_body = /** @type {(inputs: Mail_Claim_Code_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code pour gérer ${i?.business} sur le Harlem Guide est ${i?.code}. Saisissez-le sur la page de la demande ; il est valable 15 minutes.`)
};

/**
* | output |
* | --- |
* | "Your code to claim {business} on the Harlem Guide is {code}. Enter it on the claim page; it works for 15 minutes." |
*
* @param {Mail_Claim_Code_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_code_body = /** @type {((inputs: Mail_Claim_Code_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Code_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_code_body(inputs)
	if (locale === "fr") return fr_mail_claim_code_body(inputs)
	return en_mail_claim_code_body(inputs)
});