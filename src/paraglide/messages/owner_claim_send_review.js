/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Send_ReviewInputs */

const en_owner_claim_send_review = /** @type {(inputs: Owner_Claim_Send_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send for review`)
};

const es_owner_claim_send_review = /** @type {(inputs: Owner_Claim_Send_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar para revisión`)
};

const fr_owner_claim_send_review = /** @type {(inputs: Owner_Claim_Send_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer pour vérification`)
};

/**
* | output |
* | --- |
* | "Send for review" |
*
* @param {Owner_Claim_Send_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_send_review = /** @type {((inputs?: Owner_Claim_Send_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Send_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_send_review(inputs)
	if (locale === "fr") return fr_owner_claim_send_review(inputs)
	return en_owner_claim_send_review(inputs)
});