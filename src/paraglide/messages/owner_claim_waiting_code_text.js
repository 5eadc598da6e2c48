/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Owner_Claim_Waiting_Code_TextInputs */

const en_owner_claim_waiting_code_text = /** @type {(inputs: Owner_Claim_Waiting_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the code we sent to ${i?.contact} on the claim page.`)
};

const es_owner_claim_waiting_code_text = /** @type {(inputs: Owner_Claim_Waiting_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe en la página de la solicitud el código que enviamos a ${i?.contact}.`)
};

const fr_owner_claim_waiting_code_text = /** @type {(inputs: Owner_Claim_Waiting_Code_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez sur la page de la demande le code envoyé à ${i?.contact}.`)
};

/**
* | output |
* | --- |
* | "Enter the code we sent to {contact} on the claim page." |
*
* @param {Owner_Claim_Waiting_Code_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_waiting_code_text = /** @type {((inputs: Owner_Claim_Waiting_Code_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Waiting_Code_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_waiting_code_text(inputs)
	if (locale === "fr") return fr_owner_claim_waiting_code_text(inputs)
	return en_owner_claim_waiting_code_text(inputs)
});