/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, business: NonNullable<unknown> }} Phone_Claim_Code_TextInputs */

const en_phone_claim_code_text = /** @type {(inputs: Phone_Claim_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Guide: ${i?.code} is your code to claim ${i?.business}. It works for 15 minutes. Not you? Ignore this message.`)
};

const es_phone_claim_code_text = /** @type {(inputs: Phone_Claim_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Guide: ${i?.code} es tu código para administrar ${i?.business}. Vale durante 15 minutos. ¿No fuiste tú? Ignora este mensaje.`)
};

const fr_phone_claim_code_text = /** @type {(inputs: Phone_Claim_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Guide : ${i?.code} est votre code pour gérer ${i?.business}. Valable 15 minutes. Ce n’était pas vous ? Ignorez ce message.`)
};

/**
* | output |
* | --- |
* | "Harlem Guide: {code} is your code to claim {business}. It works for 15 minutes. Not you? Ignore this message." |
*
* @param {Phone_Claim_Code_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const phone_claim_code_text = /** @type {((inputs: Phone_Claim_Code_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Phone_Claim_Code_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_phone_claim_code_text(inputs)
	if (locale === "fr") return fr_phone_claim_code_text(inputs)
	return en_phone_claim_code_text(inputs)
});