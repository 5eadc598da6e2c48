/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Owner_Claim_Code_Sent_PhoneInputs */

const en_owner_claim_code_sent_phone = /** @type {(inputs: Owner_Claim_Code_Sent_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a 6-digit code by text message to ${i?.contact}. It works for 15 minutes.`)
};

const es_owner_claim_code_sent_phone = /** @type {(inputs: Owner_Claim_Code_Sent_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos un código de 6 dígitos por mensaje de texto al ${i?.contact}. Vale durante 15 minutos.`)
};

const fr_owner_claim_code_sent_phone = /** @type {(inputs: Owner_Claim_Code_Sent_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un code à 6 chiffres par SMS au ${i?.contact}. Il est valable 15 minutes.`)
};

/**
* | output |
* | --- |
* | "We sent a 6-digit code by text message to {contact}. It works for 15 minutes." |
*
* @param {Owner_Claim_Code_Sent_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_code_sent_phone = /** @type {((inputs: Owner_Claim_Code_Sent_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Code_Sent_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_code_sent_phone(inputs)
	if (locale === "fr") return fr_owner_claim_code_sent_phone(inputs)
	return en_owner_claim_code_sent_phone(inputs)
});