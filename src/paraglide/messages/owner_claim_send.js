/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_SendInputs */

const en_owner_claim_send = /** @type {(inputs: Owner_Claim_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send claim`)
};

const es_owner_claim_send = /** @type {(inputs: Owner_Claim_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

const fr_owner_claim_send = /** @type {(inputs: Owner_Claim_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

/**
* | output |
* | --- |
* | "Send claim" |
*
* @param {Owner_Claim_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_send = /** @type {((inputs?: Owner_Claim_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_send(inputs)
	if (locale === "fr") return fr_owner_claim_send(inputs)
	return en_owner_claim_send(inputs)
});